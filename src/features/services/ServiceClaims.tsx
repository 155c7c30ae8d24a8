import type { ServicePageContent } from '@/content/services';

/** The band of marketing figures (static text from the content). */
export function ServiceClaims({ page }: { page: ServicePageContent }) {
  return (
    <section
      aria-labelledby="claims-heading"
      className="relative isolate overflow-hidden bg-ink-950 py-16 sm:py-20"
    >
      <div
        aria-hidden="true"
        className="absolute top-1/2 left-1/2 -z-10 h-64 w-[40rem] -translate-x-1/2 -translate-y-1/2 rounded-full bg-chinar-600/20 blur-3xl"
      />
      <div className="container-page">
        <h2 id="claims-heading" className="text-center text-2xl font-extrabold text-white sm:text-3xl">
          {page.claimsTitle}
        </h2>
        <dl className="mt-12 grid gap-x-8 gap-y-10 sm:grid-cols-2 lg:grid-cols-4">
          {page.claims.map((claim) => (
            <div
              key={claim.label}
              className="flex flex-col-reverse justify-end border-l-2 border-chinar-500 pl-5"
            >
              <dt className="mt-2 text-sm leading-6 text-ink-200">{claim.label}</dt>
              <dd className="font-display text-4xl font-extrabold tracking-tight text-white sm:text-5xl">
                {claim.value}
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
