import { useEffect, useState, type ComponentType } from 'react';
import type { ToasterProps } from './Toaster';
import { registerToasterHost } from '@/lib/notify';
import { retryableImport } from '@/lib/retryable-import';

const loadToaster = retryableImport(() => import('./Toaster'));

/**
 * Mounts the toaster (and downloads sonner) only when the first toast is raised. A failed download is
 * retried by the next toast instead of breaking the page.
 */
export function ToasterHost(props: ToasterProps) {
  const [Toaster, setToaster] = useState<ComponentType<ToasterProps> | null>(null);
  useEffect(() => {
    let loading = false;
    return registerToasterHost(() => {
      if (loading) return;
      loading = true;
      loadToaster()
        .then((module) => setToaster(() => module.default))
        .catch(() => {
          loading = false;
        });
    });
  }, []);
  return Toaster ? <Toaster {...props} /> : null;
}
