import { SectionHeading } from '@/components/site/SectionHeading';
import type { ServicePageContent } from '@/content/services';

/** The steps of an engagement, in order. */
export function ServiceProcess({ page }: { page: ServicePageContent }) {
  return (
    <section aria-labelledby="process-heading" className="section">
      <div className="container-page">
        <SectionHeading id="process-heading" eyebrow="How we work" title={page.processTitle} />
        <ol className="mt-14 grid gap-8 sm:grid-cols-2 lg:grid-cols-5 lg:gap-6">
          {page.process.map((step, index) => (
            <li key={step.title} className="grid grid-cols-[auto_1fr] gap-x-4 lg:block">
              <div className="flex items-center gap-4 self-start">
                <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-ink-950 font-display text-sm font-bold text-white">
                  {String(index + 1).padStart(2, '0')}
                </span>
                <span aria-hidden="true" className="hidden h-px flex-1 bg-ink-100 lg:block" />
              </div>
              <div>
                <h3 className="mt-2 text-lg font-bold text-ink-950 lg:mt-5">{step.title}</h3>
                <p className="mt-2 text-sm leading-6 text-muted-foreground">{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
