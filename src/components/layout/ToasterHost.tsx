import { lazy, Suspense, useEffect, useState } from 'react';

const Toaster = lazy(() => import('./Toaster'));

/** Mounts the toaster only in the browser, after hydration (it has no server markup to match). */
export function ToasterHost() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
