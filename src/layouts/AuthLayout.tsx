import { Link, Outlet } from 'react-router-dom';
import { siteNameAsBuilt } from '@/lib/site-name';
import { Logo } from './Logo';

/** The sign-in screens' frame: the brand over one centred card, on a quiet ink backdrop. */
export function AuthLayout() {
  const siteName = siteNameAsBuilt();
  return (
    <div className="relative flex min-h-dvh flex-col items-center justify-center overflow-hidden bg-ink-50 px-4 py-10 dark:bg-ink-950">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 top-0 h-72 bg-gradient-to-b from-ink-900 to-ink-800 dark:from-ink-900 dark:to-ink-950"
      />
      <Link
        to="/"
        className="relative mb-6 flex max-w-full min-w-0 rounded-lg"
        aria-label={`${siteName} home`}
      >
        <Logo name={siteName} inverse />
      </Link>
      <main
        id="main"
        className="relative w-full max-w-md rounded-card border border-border bg-surface p-6 shadow-lift sm:p-8"
      >
        <Outlet />
      </main>
      <p className="relative mt-6 text-center text-xs text-muted-foreground">
        Staff only. Every sign-in is checked against the staff directory.
      </p>
    </div>
  );
}
