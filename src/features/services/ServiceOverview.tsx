import { SectionHeading } from '@/components/site/SectionHeading';
import type { ServicePageContent } from '@/content/services';

/** The headline, the introduction and the highlight cards of a service. */
export function ServiceOverview({ page }: { page: ServicePageContent }) {
  return (
    <section aria-labelledby="overview-heading" className="section">
      <div className="container-page grid gap-12 lg:grid-cols-12 lg:gap-16">
        <SectionHeading
          id="overview-heading"
          align="left"
          eyebrow="Overview"
          title={page.headline}
          description={<p>{page.intro}</p>}
          className="lg:col-span-5 lg:self-center"
        />
        <ul className="grid gap-5 sm:grid-cols-2 lg:col-span-7">
          {page.highlights.map((highlight) => {
            const Icon = highlight.icon;
            return (
              <li
                key={highlight.title}
                className="rounded-card border border-border bg-surface p-6 shadow-card"
              >
                <span className="flex size-11 items-center justify-center rounded-xl bg-chinar-50 text-chinar-700">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <h3 className="mt-4 text-lg font-bold text-ink-950">{highlight.title}</h3>
                <p className="mt-2 text-sm leading-6 text-muted-foreground">{highlight.text}</p>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
