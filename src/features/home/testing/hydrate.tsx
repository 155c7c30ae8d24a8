import { act, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { vi } from 'vitest';
import { createQueryClient } from '@/app/query-client';
import { setStoreForTesting } from '@/data/store';
import { createTestStore } from '@/testing/render';

/**
 * Renders a page to HTML the way the prerender does (no effects, no data), then hydrates that HTML in the
 * browser environment. Returns every hydration error and React warning logged on the way.
 */
export async function prerenderAndHydrate(page: ReactElement, url = '/') {
  setStoreForTesting(createTestStore());
  const tree = () => (
    <MemoryRouter initialEntries={[url]}>
      <QueryClientProvider client={createQueryClient({ retry: false })}>{page}</QueryClientProvider>
    </MemoryRouter>
  );
  const html = renderToString(tree());
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.appendChild(container);

  const errors: string[] = [];
  const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  const previousActEnvironment = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
  const consoleError = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(args.map(String).join(' '));
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
      act(() => root?.unmount());
      container.remove();
    },
  };
}
