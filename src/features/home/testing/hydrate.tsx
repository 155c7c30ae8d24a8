import { act, type ReactElement } from 'react';
import { prerender } from 'react-dom/static';
import { hydrateRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { setStore } from '@/data/store';
import { createTestStore } from '@/testing/render';

const SHARED_REALM_WARNING = 'Detected multiple renderers concurrently rendering the same context provider';

function pageTree(page: ReactElement, url: string) {
  return (
    <MemoryRouter initialEntries={[url]}>
      <QueryClientProvider client={createQueryClient({ retry: false })}>{page}</QueryClientProvider>
    </MemoryRouter>
  );
}

/**
 * The HTML the build's prerender makes of a page (react-dom/static), hoisted <head> resources (such as
 * image preloads) first.
 */
export async function prerenderHtml(page: ReactElement, url = '/'): Promise<string> {
  setStore(createTestStore());
  const { prelude } = await prerender(pageTree(page, url));
  const html = await new Response(prelude).text();
  // react-dom/static and react-dom/client are both primary renderers. The build runs them in separate
  // processes; here they share one module graph, and the static renderer leaves its last task's context values
  // on the shared context objects. A render with no providers pops them back to their defaults.
  await prerender(<></>);
  return html;
}

/**
 * Renders a page to HTML the way the build's prerender does (react-dom/static: waits for lazy chunks, runs no
 * effects, fetches no data), then hydrates that HTML in the browser environment. Returns every hydration
 * error and React warning logged on the way.
 */
export async function prerenderAndHydrate(page: ReactElement, url = '/') {
  const tree = () => pageTree(page, url);
  const html = await prerenderHtml(page, url);
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.appendChild(container);

  const errors: string[] = [];
  // A pending (<!--$?-->) or client-rendered (<!--$!-->) boundary needs an inline script to show its content,
  // which the site's Content-Security-Policy blocks: every boundary must be complete in the HTML.
  if (/<!--\$[?!]-->/.test(html))
    errors.push('The prerendered HTML has a Suspense boundary that is not complete.');
  const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  const previousActEnvironment = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
  const consoleError = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    const message = args.map(String).join(' ');
    // React's development check for those two renderers touching the same contexts in one process.
    if (message.startsWith(SHARED_REALM_WARNING)) return;
    errors.push(message);
  });
  let root: Root | undefined;
  try {
    await act(async () => {
      root = hydrateRoot(container, tree(), {
        onRecoverableError: (error) => errors.push(String(error)),
      });
    });
  } finally {
    consoleError.mockRestore();
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = previousActEnvironment;
  }
  return {
    errors,
    container,
    unmount: () => {
      const previous = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
      actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
      act(() => root?.unmount());
      actEnvironment.IS_REACT_ACT_ENVIRONMENT = previous;
      container.remove();
    },
  };
}
