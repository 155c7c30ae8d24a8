import { Check } from 'lucide-react';
import { SectionHeading } from '@/components/site/SectionHeading';
import { aboutIntro } from '@/content/about';
import { site } from '@/content/site';
import { ChinarTreeArt } from './art/ChinarTreeArt';

/** Our story, beside a chinar on the lakeshore. */
export function AboutIntro() {
  return (
    <section aria-labelledby="about-intro-heading" className="section">
      <div className="container-page grid items-center gap-14 lg:grid-cols-2 lg:gap-20">
        <div>
          <SectionHeading
            id="about-intro-heading"
            align="left"
            eyebrow={aboutIntro.eyebrow}
            title={aboutIntro.title}
          />
          <div className="mt-6 space-y-5 text-lg leading-8 text-muted-foreground">
            {aboutIntro.paragraphs.map((paragraph) => (
              <p key={paragraph.slice(0, 24)}>{paragraph}</p>
            ))}
          </div>
          <ul className="mt-8 space-y-3">
            {aboutIntro.highlights.map((highlight) => (
              <li key={highlight} className="flex items-center gap-3 font-medium text-ink-900">
                <span className="flex size-6 shrink-0 items-center justify-center rounded-full bg-dal-50 text-dal-700">
                  <Check aria-hidden="true" className="size-3.5" />
                </span>
                {highlight}
              </li>
            ))}
          </ul>
        </div>
        <div className="relative mx-auto w-full max-w-xl">
          <div className="overflow-hidden rounded-[28px] shadow-lift">
            <ChinarTreeArt />
          </div>
          <div className="absolute -bottom-6 left-6 rounded-card border border-border bg-surface px-5 py-4 shadow-lift">
            <p className="text-xs font-semibold tracking-[0.16em] text-chinar-700 uppercase">
              Since {site.foundedYear}
            </p>
            <p className="mt-1 font-display text-base font-bold text-ink-950">Residency Road, Srinagar</p>
          </div>
        </div>
      </div>
    </section>
  );
}
