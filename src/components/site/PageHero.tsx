import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

interface PageHeroProps {
  eyebrow?: string;
  title: ReactNode;
  description?: ReactNode;
  /** Breadcrumb, buttons or anything under the text. */
  children?: ReactNode;
  className?: string;
}

/** The dark heading band at the top of inner pages: one look across the site. */
export function PageHero({ eyebrow, title, description, children, className }: PageHeroProps) {
  return (
    <section className={cn('relative isolate overflow-hidden bg-ink-950 text-white', className)}>
      <svg
        aria-hidden="true"
        className="absolute inset-0 -z-10 h-full w-full"
        preserveAspectRatio="xMidYMid slice"
        viewBox="0 0 1440 420"
      >
        <defs>
          <radialGradient id="page-hero-glow" cx="85%" cy="10%" r="70%">
            <stop offset="0" stopColor="#f25a12" stopOpacity="0.45" />
            <stop offset="1" stopColor="#0b0d1f" stopOpacity="0" />
          </radialGradient>
          <radialGradient id="page-hero-lake" cx="5%" cy="100%" r="60%">
            <stop offset="0" stopColor="#14a896" stopOpacity="0.28" />
            <stop offset="1" stopColor="#0b0d1f" stopOpacity="0" />
          </radialGradient>
        </defs>
        <rect width="1440" height="420" fill="url(#page-hero-glow)" />
        <rect width="1440" height="420" fill="url(#page-hero-lake)" />
        <path
          d="M0 360 L180 250 L300 320 L470 190 L640 300 L800 220 L960 310 L1120 200 L1300 290 L1440 240 L1440 420 L0 420 Z"
          fill="#ffffff"
          fillOpacity="0.04"
        />
      </svg>
      <div className="container-page py-16 sm:py-20 lg:py-24">
        {eyebrow ? (
          <p className="text-xs font-semibold tracking-[0.18em] text-chinar-300 uppercase">{eyebrow}</p>
        ) : null}
        <h1 className="mt-3 max-w-3xl text-4xl font-extrabold sm:text-5xl">{title}</h1>
        {description ? (
          <div className="mt-5 max-w-2xl text-lg leading-8 text-ink-200">{description}</div>
        ) : null}
        {children ? <div className="mt-8">{children}</div> : null}
      </div>
    </section>
  );
}
