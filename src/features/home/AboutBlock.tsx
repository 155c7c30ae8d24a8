import { Link } from 'react-router-dom';
import { ArrowRight } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button-variants';
import { SectionHeading } from '@/components/site/SectionHeading';
import { aboutBlock } from '@/content/home';
import { StatFigure } from '@/components/site/StatFigure';
import { ChinarLeaf } from '@/components/site/ChinarLeaf';
import { useSiteName } from '@/lib/site-name';

/** Who we are, with the headline figures (45+ specialists, 8+ years, 150+ projects, 98% client rate). */
export function AboutBlock() {
  const siteName = useSiteName();
  return (
    <section aria-labelledby="about-block-heading" className="section">
      <div className="container-page grid items-center gap-14 lg:grid-cols-12 lg:gap-16">
        <div className="lg:col-span-6">
          <SectionHeading
            id="about-block-heading"
            align="left"
            eyebrow={aboutBlock.eyebrow(siteName)}
            title={aboutBlock.title}
          />
          <div className="mt-6 space-y-5 text-lg leading-8 text-muted-foreground">
            {aboutBlock.paragraphs.map((paragraph) => (
              <p key={paragraph.slice(0, 24)}>{paragraph}</p>
            ))}
          </div>
          <Link
            to={aboutBlock.cta.to}
            className={buttonVariants({ variant: 'outline', size: 'lg', className: 'mt-9' })}
          >
            {aboutBlock.cta.label}
            <ArrowRight aria-hidden="true" />
          </Link>
        </div>
        <div className="relative lg:col-span-6">
          <ChinarLeaf className="absolute -top-14 right-4 size-36 rotate-12 text-chinar-100 sm:-top-16 sm:right-10 sm:size-44" />
          <ul className="relative grid grid-cols-2 gap-4 sm:gap-5">
            {aboutBlock.stats.map((stat, index) => (
              <li
                key={stat.label}
                className={
                  index === 0
                    ? 'rounded-card bg-ink-950 p-6 shadow-lift sm:p-8'
                    : 'rounded-card border border-border bg-surface p-6 shadow-card sm:p-8'
                }
              >
                <span
                  aria-hidden="true"
                  className={
                    index === 0
                      ? 'block h-1 w-10 rounded-full bg-chinar-400'
                      : 'block h-1 w-10 rounded-full bg-chinar-600'
                  }
                />
                <StatFigure stat={stat} inverse={index === 0} className="mt-5" />
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
