import { SectionHeading } from '@/components/site/SectionHeading';
import { industries } from '@/content/services-overview';

/** The eight industries of /services. */
export function Industries() {
  return (
    <section aria-labelledby="industries-heading" className="section bg-muted">
      <div className="container-page">
        <SectionHeading
          id="industries-heading"
          eyebrow="Industries"
          title="Industries we serve"
          description="We have built for the businesses that keep Kashmir’s economy moving, and for clients across India."
        />
        <ul className="mt-14 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {industries.map((industry) => {
            const Icon = industry.icon;
            return (
              <li key={industry.id} className="rounded-card border border-border bg-surface p-6 shadow-card">
                <span className="flex size-11 items-center justify-center rounded-xl bg-chinar-50 text-chinar-700">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <h3 className="mt-4 text-lg font-bold text-ink-950">{industry.name}</h3>
                <p className="mt-2 text-sm leading-6 text-muted-foreground">{industry.description}</p>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
