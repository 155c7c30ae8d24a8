import { contactPage } from '@/content/contact';

/** Three short steps that tell a visitor what a message to us sets in motion. */
export function NextSteps() {
  const { nextSteps } = contactPage;
  return (
    <section aria-labelledby="next-steps-title" className="rounded-card bg-ink-950 p-6 text-white sm:p-10">
      <h2 id="next-steps-title" className="text-xl font-bold sm:text-2xl">
        {nextSteps.title}
      </h2>
      <ol className="mt-6 grid gap-6 sm:grid-cols-3">
        {nextSteps.steps.map((step, index) => (
          <li key={step.title} className="flex gap-4 sm:flex-col sm:gap-3">
            <span
              aria-hidden="true"
              className="flex size-9 shrink-0 items-center justify-center rounded-full bg-chinar-700 font-display text-sm font-bold"
            >
              {index + 1}
            </span>
            <div>
              <h3 className="font-semibold text-white">{step.title}</h3>
              <p className="mt-1 text-sm leading-6 text-ink-200">{step.description}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
