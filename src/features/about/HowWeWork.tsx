import { Check } from 'lucide-react';
import { SectionHeading } from '@/components/site/SectionHeading';
import { howWeWork } from '@/content/about';

/** The three-step process: Discovery & Planning, Design & Development, Testing & Launch. */
export function HowWeWork() {
  return (
    <section aria-labelledby="how-we-work-heading" className="section">
      <div className="container-page">
        <SectionHeading
          id="how-we-work-heading"
          eyebrow={howWeWork.eyebrow}
          title={howWeWork.title}
          description={howWeWork.description}
        />
        <div className="relative mt-16">
          <span
            aria-hidden="true"
            className="absolute top-7 right-[16%] left-[16%] hidden h-px bg-linear-to-r from-chinar-200 via-chinar-400 to-chinar-200 lg:block"
          />
          <ol className="relative grid gap-12 lg:grid-cols-3 lg:gap-8">
            {howWeWork.steps.map((step, index) => {
              const Icon = step.icon;
              return (
                <li key={step.title} className="relative flex flex-col items-center text-center">
                  <span className="relative flex size-14 items-center justify-center rounded-full bg-ink-950 text-white shadow-lift ring-8 ring-white">
                    <Icon aria-hidden="true" className="size-6" />
                    <span
                      aria-hidden="true"
                      className="absolute -top-1 -right-1 flex size-6 items-center justify-center rounded-full bg-chinar-700 text-xs font-bold text-white"
                    >
                      {index + 1}
                    </span>
                  </span>
                  <p className="mt-6 text-xs font-semibold tracking-[0.18em] text-chinar-700 uppercase">
                    Step {index + 1}
                  </p>
                  <h3 className="mt-2 text-xl font-bold text-ink-950">{step.title}</h3>
                  <p className="mt-3 max-w-sm text-base leading-7 text-muted-foreground">
                    {step.description}
                  </p>
                  <ul className="mt-5 space-y-2 text-left text-sm text-ink-800">
                    {step.deliverables.map((deliverable) => (
                      <li key={deliverable} className="flex gap-2.5">
                        <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-dal-600" />
                        {deliverable}
                      </li>
                    ))}
                  </ul>
                </li>
              );
            })}
          </ol>
        </div>
      </div>
    </section>
  );
}
