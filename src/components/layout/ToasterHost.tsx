import { lazy, Suspense, useEffect, useState } from 'react';
import { registerToasterHost } from '@/lib/notify';

const Toaster = lazy(() => import('./Toaster'));

/** Mounts the toaster (and downloads sonner) only when the first toast is raised. */
export function ToasterHost() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => registerToasterHost(() => setMounted(true)), []);
  return mounted ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
