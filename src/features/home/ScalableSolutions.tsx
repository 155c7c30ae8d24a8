import { Link } from 'react-router-dom';
import { ArrowRight } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button-variants';
import { SectionHeading } from '@/components/site/SectionHeading';
import { scalableSolutions } from '@/content/home';
import { ArtImage } from './art/ArtImage';

/** How we build for growth: four engineering promises beside an illustration of a layered platform. */
export function ScalableSolutions() {
  return (
    <section aria-labelledby="scalable-heading" className="section bg-ink-50/70">
      <div className="container-page grid items-center gap-14 lg:grid-cols-2 lg:gap-16">
        <div>
          <SectionHeading
            id="scalable-heading"
            align="left"
            eyebrow={scalableSolutions.eyebrow}
            title={scalableSolutions.title}
            description={scalableSolutions.description}
          />
          <ul className="mt-10 grid gap-x-8 gap-y-7 sm:grid-cols-2">
            {scalableSolutions.features.map((feature) => {
              const Icon = feature.icon;
              return (
                <li key={feature.title} className="flex gap-4">
                  <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-white text-dal-700 shadow-sm ring-1 ring-border">
                    <Icon aria-hidden="true" className="size-5" />
                  </span>
                  <div>
                    <h3 className="text-base font-bold text-ink-950">{feature.title}</h3>
                    <p className="mt-1.5 text-sm leading-6 text-muted-foreground">{feature.description}</p>
                  </div>
                </li>
              );
            })}
          </ul>
          <Link
            to={scalableSolutions.cta.to}
            className={buttonVariants({ variant: 'secondary', size: 'lg', className: 'mt-10' })}
          >
            {scalableSolutions.cta.label}
            <ArrowRight aria-hidden="true" />
          </Link>
        </div>
        <div className="mx-auto w-full max-w-xl">
          <ArtImage file="scaling.svg" className="h-auto w-full" />
        </div>
      </div>
    </section>
  );
}
