import { Link, useLocation } from 'react-router-dom';
import { ArrowRight, Home } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button-variants';
import { notFoundPage } from '@/content/not-found';
import { paths } from '@/lib/paths';
import { Seo } from '@/seo/Seo';
import { DriftingLeaf } from '@/features/not-found/DriftingLeaf';

/** Any unknown address (and unknown service slugs): a friendly way back. */
export default function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <>
      <Seo
        title={notFoundPage.seo.title}
        description={notFoundPage.seo.description}
        path={pathname}
        noindex
      />
      <section className="relative isolate overflow-hidden">
        <div
          aria-hidden="true"
          className="absolute inset-x-0 top-0 -z-10 h-full bg-gradient-to-b from-chinar-50/70 via-white to-white"
        />
        <div className="container-page grid items-center gap-10 py-16 sm:py-20 lg:grid-cols-[1fr_minmax(0,26rem)] lg:py-28">
          <div className="max-w-xl">
            <p className="eyebrow">{notFoundPage.eyebrow}</p>
            <h1 className="mt-3 text-4xl font-extrabold text-ink-950 sm:text-5xl">{notFoundPage.title}</h1>
            <p className="mt-5 text-lg leading-8 text-muted-foreground">{notFoundPage.description}</p>
            <Link to={paths.home} className={buttonVariants({ size: 'lg', className: 'mt-8' })}>
              <Home aria-hidden="true" />
              {notFoundPage.homeLink}
            </Link>
          </div>
          <DriftingLeaf className="mx-auto w-full max-w-xs lg:max-w-sm" />
        </div>
      </section>
      <section aria-labelledby="not-found-links" className="pb-20 sm:pb-24">
        <div className="container-page">
          <h2 id="not-found-links" className="text-lg font-bold text-ink-950">
            {notFoundPage.helpfulTitle}
          </h2>
          <ul className="mt-5 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {notFoundPage.links.map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  className="group flex h-full flex-col rounded-card border border-border bg-surface p-5 shadow-card transition-shadow hover:shadow-lift"
                >
                  <span className="flex items-center justify-between font-display text-base font-bold text-ink-950">
                    {link.label}
                    <ArrowRight
                      aria-hidden="true"
                      className="size-4 text-chinar-700 transition-transform group-hover:translate-x-0.5"
                    />
                  </span>
                  <span className="mt-1.5 text-sm text-muted-foreground">{link.description}</span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}
