/**
 * Toasts without putting sonner in the entry chunk: the library loads after hydration with the lazy
 * Toaster (components/layout/ToasterHost). Toasts raised before it mounts wait for it instead of being lost.
 */
type ToastKind = 'success' | 'error' | 'info';

let markReady: () => void = () => {};
const toasterReady = new Promise<void>((resolve) => {
  markReady = resolve;
});

/** Called by the Toaster once it is subscribed. */
export function toasterMounted(): void {
  markReady();
}

async function show(kind: ToastKind, title: string, description?: string): Promise<void> {
  const [{ toast }] = await Promise.all([import('sonner'), toasterReady]);
  toast[kind](title, description ? { description } : undefined);
}

export const notify = {
  success: (title: string, description?: string) => void show('success', title, description),
  error: (title: string, description?: string) => void show('error', title, description),
  info: (title: string, description?: string) => void show('info', title, description),
};
