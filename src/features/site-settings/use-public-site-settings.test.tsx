import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { site } from '@/content/site';
import { markHydrated, resetBeforeStartForTesting } from '@/lib/before-start';
import { appConfig } from '@/lib/config';
import { resetPublicSiteSettingsForTesting, usePublicSiteSettings } from './use-public-site-settings';

function SiteName() {
  return <p>{usePublicSiteSettings().siteName}</p>;
}

const savedDocument = { fields: { siteName: { stringValue: 'Jhelum Works' } } };

describe('the public settings refresh', () => {
  beforeEach(() => {
    resetBeforeStartForTesting();
    resetPublicSiteSettingsForTesting();
    appConfig.dataBackend = 'firestore';
    vi.stubEnv('VITE_FIREBASE_PROJECT_ID', 'demo-chinar');
    vi.stubEnv('VITE_FIRESTORE_EMULATOR_HOST', '');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.unstubAllEnvs();
    appConfig.dataBackend = 'memory';
    document.body.querySelectorAll('[data-hydration-mark]').forEach((mark) => mark.remove());
  });

  it('reads the saved settings only once the whole page is interactive, then shows them', async () => {
    const fetchSpy = vi.fn(async () => new Response(JSON.stringify(savedDocument), { status: 200 }));
    vi.stubGlobal('fetch', fetchSpy);
    // Two parts of the page: the layout has hydrated, the page's content not yet.
    const layoutMark = document.createElement('span');
    const contentMark = document.createElement('span');
    for (const mark of [layoutMark, contentMark]) {
      mark.setAttribute('data-hydration-mark', '');
      document.body.append(mark);
    }
    render(<SiteName />);
    markHydrated(layoutMark, { layout: true });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    // A change now would reach a part still hydrating: the build's values stay, nothing is asked.
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(screen.getByText(site.name)).toBeInTheDocument();

    markHydrated(contentMark);
    expect(await screen.findByText('Jhelum Works')).toBeInTheDocument();
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });
});
