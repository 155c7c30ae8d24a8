import { SectionHeading } from '@/components/site/SectionHeading';
import { processSteps } from '@/content/services-overview';

/** The six-step process of /services. */
export function ProcessSteps() {
  return (
    <section aria-labelledby="process-heading" className="section">
      <div className="container-page">
        <SectionHeading
          id="process-heading"
          eyebrow="Our process"
          title="Six steps from idea to results"
          description="The same disciplined process on every project, so you always know what happens next and when."
        />
        <ol className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {processSteps.map((step, index) => {
            const Icon = step.icon;
            return (
              <li
                key={step.id}
                className="relative rounded-card border border-border bg-surface p-7 shadow-card"
              >
                <div className="flex items-center justify-between">
                  <span className="flex size-12 items-center justify-center rounded-xl bg-ink-950 text-white">
                    <Icon aria-hidden="true" className="size-6" />
                  </span>
                  <span
                    aria-hidden="true"
                    className="text-xs font-semibold tracking-[0.18em] text-chinar-700 uppercase"
                  >
                    Step {String(index + 1).padStart(2, '0')}
                  </span>
                </div>
                <h3 className="mt-5 text-xl font-bold text-ink-950">
                  <span className="sr-only">Step {index + 1}: </span>
                  {step.title}
                </h3>
                <p className="mt-3 leading-7 text-muted-foreground">{step.description}</p>
              </li>
            );
          })}
        </ol>
      </div>
    </section>
  );
}
