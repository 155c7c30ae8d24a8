/**
 * A lazy import that a later call can ask for again after a failed download. Chromium keeps a failed module
 * fetch in its module map for the life of the page (the spec no longer does, whatwg/html#10327; Chromium 150
 * still does), so importing the same URL again fails at once. After a failure the next call imports the failed
 * file's URL with a query: an address the browser has not seen, which it fetches afresh. Where the error does
 * not name the file (Safari's), the next call imports as the first did (those browsers fetch it again).
 */
export function retryableImport<Module>(
  load: () => Promise<Module>,
  importAgain: (url: string) => Promise<Module> = importUrl,
): () => Promise<Module> {
  let retryUrl: string | null = null;
  let retries = 0;
  return () => {
    const pending = retryUrl ? importAgain(retryUrl) : load();
    return pending.catch((error: unknown) => {
      const failedUrl = failedModuleUrl(error);
      if (failedUrl) {
        retries += 1;
        retryUrl = `${failedUrl.split('?')[0]}?retry=${retries}`;
      }
      throw error;
    });
  };
}

function importUrl<Module>(url: string): Promise<Module> {
  // A URL known only at run time: Vite leaves it to the browser.
  return import(/* @vite-ignore */ url) as Promise<Module>;
}

/** The module file a failed dynamic import names (Chromium's and Firefox's messages do). */
function failedModuleUrl(error: unknown): string | null {
  if (!(error instanceof Error)) return null;
  return /https?:\/\/\S+?\.[cm]?[jt]sx?(?:\?\S*)?(?=$|\s)/.exec(error.message)?.[0] ?? null;
}
