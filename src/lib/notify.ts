/**
 * Toasts without putting sonner in the entry chunk: the first toast mounts the lazy Toaster
 * (layouts/ToasterHost), and toasts wait for it instead of being lost.
 */
type ToastKind = 'success' | 'error' | 'info';

function deferred() {
  let resolve: () => void = () => {};
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

/** Resolves when the mounted Toaster is subscribed; renewed whenever the host unmounts. */
let toasterReady = deferred();
let mountToaster: (() => void) | null = null;
let toastRequested = false;

/** Called by ToasterHost: how to mount the toaster; mounts at once if a toast is already waiting. */
export function registerToasterHost(mount: () => void): () => void {
  mountToaster = mount;
  if (toastRequested) mount();
  return () => {
    if (mountToaster !== mount) return;
    mountToaster = null;
    toasterReady = deferred();
  };
}

/** Called by the Toaster once it is subscribed. */
export function toasterMounted(): void {
  toasterReady.resolve();
}

async function show(kind: ToastKind, title: string, description?: string): Promise<void> {
  toastRequested = true;
  mountToaster?.();
  // The host retries a failed Toaster download on every toast; this one waits for whichever succeeds.
  const [{ toast }] = await Promise.all([import('sonner'), toasterReady.promise]);
  toast[kind](title, description ? { description } : undefined);
}

function raise(kind: ToastKind, title: string, description?: string): void {
  show(kind, title, description).catch(() => {
    // sonner could not be downloaded: the message is lost, the page keeps working; the next toast retries.
  });
}

export const notify = {
  success: (title: string, description?: string) => raise('success', title, description),
  error: (title: string, description?: string) => raise('error', title, description),
  info: (title: string, description?: string) => raise('info', title, description),
};
