import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage, createTestStore } from '@/testing/render';
import { withThrottleRules } from '@/testing/throttle-rules';
import { site } from '@/content/site';
import { MEMORY_STORE_KEY } from '@/data/store';
import { appConfig } from '@/lib/config';
import { resetLiveSiteForTesting } from '@/features/site-settings/live-site';

// These tests count the layout's requests for site/live; the visit counter's own (sign-up, commit) are
// tested in src/features/visits and e2e/visits.mutations.spec.ts.
vi.mock('@/features/visits/visit-counter', () => ({
  countShown: () => {},
  countShownPage: () => {},
  resetVisitCounterForTesting: () => {},
}));

describe('public layout', () => {
  it('header: logo home link, the six links in order, a phone number as a tel link', async () => {
    renderPage('/about');
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: `${site.name} home` })).toHaveAttribute('href', '/');
    const nav = within(banner).getByRole('navigation', { name: 'Main' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Home', '/'],
      ['About Us', '/about'],
      ['Services', '/services'],
      ['Projects', '/projects'],
      ['Blog', '/blog'],
      ['Contact', '/contact'],
    ]);
    expect(within(nav).getByRole('link', { name: 'About Us' })).toHaveAttribute('aria-current', 'page');
    expect(banner.querySelector(`a[href="tel:${site.phones.primary.tel}"]`)).not.toBeNull();
  });

  it('mobile menu toggles, and closes when a link is chosen', async () => {
    const { user } = renderPage('/');
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    const menu = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(menu).not.toBeVisible();
    await user.click(toggle);
    expect(menu).toBeVisible();
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await user.click(within(menu).getByRole('link', { name: 'About Us' }));
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(menu).not.toBeVisible();
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('footer: service links, quick links, contact details, social links in a new tab, logos, year', async () => {
    renderPage('/about');
    const footer = screen.getByRole('contentinfo');
    const services = within(footer).getByRole('navigation', { name: 'Services' });
    expect(
      within(services)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/services/data-strategy',
      '/services/machine-learning',
      '/services/software-solutions',
      '/services/business-mind',
      '/services/financial-services',
    ]);
    const quick = within(footer).getByRole('navigation', { name: 'Quick Links' });
    expect(
      within(quick)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/', '/about', '/projects', '/packages', '/blog', '/contact']);
    expect(footer).toHaveTextContent(site.address.street);
    expect(within(footer).getByRole('link', { name: site.email })).toHaveAttribute(
      'href',
      `mailto:${site.email}`,
    );
    expect(within(footer).getByRole('link', { name: site.phones.secondary.display })).toHaveAttribute(
      'href',
      `tel:${site.phones.secondary.tel}`,
    );
    const social = within(within(footer).getByRole('list', { name: 'Social media' })).getAllByRole('link');
    expect(social).toHaveLength(3);
    for (const link of social) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    const logos = within(
      within(footer).getByRole('list', { name: 'Technologies we work with' }),
    ).getAllByRole('img');
    expect(logos.length).toBeGreaterThanOrEqual(6);
    expect(footer).toHaveTextContent(`© ${new Date().getFullYear()} ${site.legalName} All rights reserved.`);
  });

  it('subscribe: validates, stores a new address, recognises a repeat, keeps input on failure', async () => {
    const { user, store } = renderPage('/about');
    const email = screen.getByRole('textbox', { name: 'Email address' });
    expect(email).toHaveAttribute('placeholder', 'Your Email Address');
    expect(email).toBeRequired();
    const subscribe = screen.getByRole('button', { name: 'Subscribe' });

    await user.click(subscribe);
    expect(await screen.findByText('Please enter your email address')).toBeInTheDocument();
    await user.type(email, 'nope');
    await user.click(subscribe);
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(email).toHaveValue('nope');

    await user.clear(email);
    await user.type(email, 'Reader@Example.IN');
    await user.click(subscribe);
    expect(
      await screen.findByText("Thanks for subscribing! We'll send our next update to reader@example.in."),
    ).toBeInTheDocument();
    expect(email).toHaveValue('');
    expect(await store.get('subscribers', 'reader@example.in')).toMatchObject({
      data: { email: 'reader@example.in', createdAt: expect.any(Date) },
    });

    await user.type(email, 'reader@example.in');
    await user.click(subscribe);
    expect(
      await screen.findByText('reader@example.in is already subscribed. Thank you for following us.'),
    ).toBeInTheDocument();
  });

  it('subscribe: while every throttle slot is taken says the site is busy and keeps the address', async () => {
    const store = withThrottleRules(createTestStore());
    const { user } = renderPage('/about', { store });
    const email = screen.getByRole('textbox', { name: 'Email address' });
    const subscribe = screen.getByRole('button', { name: 'Subscribe' });
    const BUSY = 'We are receiving many sign-ups right now. Please try again in a few minutes.';

    await user.type(email, 'first@example.in');
    await user.click(subscribe);
    expect(await screen.findByText(/send our next update to first@example\.in/)).toBeInTheDocument();
    expect(screen.queryByText(BUSY)).not.toBeInTheDocument();

    store.fillSlots('subscribers'); // five other sign-ups this very moment
    await user.type(email, 'second@example.in');
    await user.click(subscribe);
    expect(await screen.findByText(BUSY)).toBeInTheDocument();
    expect(email).toHaveValue('second@example.in');
    expect(await store.get('subscribers', 'second@example.in')).toBeNull();

    store.advance(300);
    await user.click(subscribe);
    expect(await screen.findByText(/send our next update to second@example\.in/)).toBeInTheDocument();

    // A repeat is told apart from a busy site (on Firestore by the rules' probe).
    await user.type(email, 'first@example.in');
    await user.click(subscribe);
    expect(
      await screen.findByText('first@example.in is already subscribed. Thank you for following us.'),
    ).toBeInTheDocument();
  });

  it('subscribe: a failing service says so and keeps the address', async () => {
    const { user } = renderPage('/about', { store: createTestStore({ failWhen: () => true }) });
    const email = screen.getByRole('textbox', { name: 'Email address' });
    await user.type(email, 'reader@example.in');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(
      await screen.findByText(
        'We could not subscribe you right now. Please check your connection and try again.',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(email).toHaveValue('reader@example.in'));
  });

  it('/home redirects to /', async () => {
    renderPage('/home');
    expect(await screen.findByRole('region', { name: /highlights/i })).toBeInTheDocument();
  });
});

/** What an admin saved, with links the public site must not use (not https). */
const savedSettings = {
  siteName: 'Jhelum Works',
  siteDescription: 'A web and data studio on the banks of the Jhelum.',
  contactEmail: 'team@chinar.example',
  socialLinks: {
    facebook: 'https://www.facebook.com/chinar-studio',
    instagram: 'javascript:alert(1)',
    twitter: 'http://x.com/plain-http',
    linkedin: '',
  },
};

/** site/live with the settings copy, as the Firestore REST API's query for the current version answers. */
function restLive(settingsFields: Record<string, unknown>) {
  return [
    {
      document: {
        name: 'projects/demo-chinar/databases/(default)/documents/site/live',
        fields: {
          settings: { mapValue: { fields: settingsFields } },
          posts: { mapValue: {} },
          projects: { mapValue: {} },
          changedAt: { timestampValue: '2026-03-14T10:00:00.123456Z' },
          from: { timestampValue: '2026-03-14T10:00:00.123456Z' },
        },
      },
      readTime: '2026-03-15T10:00:00Z',
    },
  ];
}

const QUERY_PATH = '/v1/projects/demo-chinar/databases/(default)/documents:runQuery';

/** The one query a page makes: the newest version of site/live whose time has come, limit 1. */
function expectCurrentVersionQuery(fetchSpy: ReturnType<typeof vi.fn>, url: string) {
  expect(fetchSpy).toHaveBeenCalledWith(url, expect.objectContaining({ method: 'POST' }));
  const init = fetchSpy.mock.calls[0]?.[1] as RequestInit;
  const { structuredQuery } = JSON.parse(String(init.body)) as {
    structuredQuery: { where: { fieldFilter: { value: { timestampValue: string } } }; limit: number };
  };
  expect(structuredQuery).toMatchObject({
    from: [{ collectionId: 'site' }],
    where: { fieldFilter: { field: { fieldPath: 'from' }, op: 'LESS_THAN_OR_EQUAL' } },
    orderBy: [{ field: { fieldPath: 'from' }, direction: 'DESCENDING' }],
    limit: 1,
  });
  // A moment behind this clock: the rules refuse a bound ahead of theirs.
  const bound = Date.parse(structuredQuery.where.fieldFilter.value.timestampValue);
  expect(Date.now() - bound).toBeGreaterThanOrEqual(1_000);
  expect(Date.now() - bound).toBeLessThan(60_000);
}
const restDocument = restLive({
  siteName: { stringValue: savedSettings.siteName },
  siteDescription: { stringValue: savedSettings.siteDescription },
  contactEmail: { stringValue: savedSettings.contactEmail },
  socialLinks: {
    mapValue: {
      fields: Object.fromEntries(
        Object.entries(savedSettings.socialLinks).map(([key, value]) => [key, { stringValue: value }]),
      ),
    },
  },
});

const footer = () => screen.getByRole('contentinfo');

/** Lets a pending read (and the re-render it would cause) finish. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));
const socialHrefs = () =>
  within(within(footer()).getByRole('list', { name: 'Social media' }))
    .getAllByRole('link')
    .map((link) => link.getAttribute('href'));

async function expectSavedSettingsInFooter() {
  expect(await within(footer()).findByRole('link', { name: savedSettings.contactEmail })).toHaveAttribute(
    'href',
    `mailto:${savedSettings.contactEmail}`,
  );
  expect(footer()).toHaveTextContent(savedSettings.siteDescription);
  // The https link replaces the configured one; javascript: and http: ones keep the configured links.
  expect(socialHrefs()).toEqual([
    savedSettings.socialLinks.facebook,
    site.social.instagram,
    site.social.twitter,
  ]);
}

/** The site names itself by the saved name: header, footer, the title's brand suffix, share metadata. */
async function expectSiteNamed(name: string) {
  const banner = screen.getByRole('banner');
  expect(await within(banner).findByRole('link', { name: `${name} home` })).toHaveAttribute('href', '/');
  // The footer's wordmark (the first word and the rest are styled apart).
  expect(within(footer()).getAllByText((_, element) => element?.textContent === name)).not.toHaveLength(0);
  await waitFor(() => expect(document.title).toMatch(new RegExp(` \\| ${name}$`)));
  expect(document.head.querySelector('meta[property="og:site_name"]')).toHaveAttribute('content', name);
  expect(document.head.querySelector('meta[property="og:title"]')).toHaveAttribute('content', document.title);
}

function expectConfiguredSettingsInFooter() {
  expect(within(footer()).getByRole('link', { name: site.email })).toHaveAttribute(
    'href',
    `mailto:${site.email}`,
  );
  expect(footer()).toHaveTextContent(site.description);
  expect(socialHrefs()).toEqual([site.social.facebook, site.social.instagram, site.social.twitter]);
}

describe('site settings saved in the admin show on the public site', () => {
  beforeEach(() => resetLiveSiteForTesting());
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.unstubAllEnvs();
    appConfig.dataBackend = 'memory';
  });

  it('memory backend: reads the persisted store after mount', async () => {
    const since = { __date__: '2026-03-14T10:00:00.000Z' };
    localStorage.setItem(
      MEMORY_STORE_KEY,
      JSON.stringify({ site: { live: { settings: savedSettings, posts: {}, projects: {}, from: since } } }),
    );
    renderPage('/about');
    await expectSavedSettingsInFooter();
    await expectSiteNamed(savedSettings.siteName);
  });

  it('memory backend: the version of site/live whose time has come, never one ahead', async () => {
    const at = (ms: number) => ({ __date__: new Date(ms).toISOString() });
    const named = (siteName: string, from: { __date__: string }) => ({
      settings: { ...savedSettings, siteName },
      posts: {},
      projects: {},
      from,
    });
    localStorage.setItem(
      MEMORY_STORE_KEY,
      JSON.stringify({
        site: {
          live: named('Live Works', at(Date.now() - 3_600_000)),
          'at-due': named('Due Works', at(Date.now() - 60_000)),
          'at-ahead': named('Ahead Works', at(Date.now() + 3_600_000)),
        },
      }),
    );
    renderPage('/about');
    await expectSiteNamed('Due Works');
  });

  it('memory backend with nothing persisted: the configured values stay', async () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    renderPage('/about');
    await settle();
    expectConfiguredSettingsInFooter();
    await expectSiteNamed(site.name);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  describe('firestore backend', () => {
    beforeEach(() => {
      appConfig.dataBackend = 'firestore';
      vi.stubEnv('VITE_FIREBASE_PROJECT_ID', 'demo-chinar');
      vi.stubEnv('VITE_FIREBASE_API_KEY', 'public-web-key');
      vi.stubEnv('VITE_FIRESTORE_EMULATOR_HOST', '');
    });

    it('first shows the build-time values, then what one REST read returns', async () => {
      let respond: (response: Response) => void = () => {};
      const fetchSpy = vi.fn(() => new Promise<Response>((resolve) => (respond = resolve)));
      vi.stubGlobal('fetch', fetchSpy);
      renderPage('/contact');
      expectConfiguredSettingsInFooter();
      await expectSiteNamed(site.name);
      await waitFor(() => expect(fetchSpy).toHaveBeenCalledTimes(1));
      expectCurrentVersionQuery(fetchSpy, `https://firestore.googleapis.com${QUERY_PATH}?key=public-web-key`);

      respond(new Response(JSON.stringify(restDocument), { status: 200 }));
      await expectSavedSettingsInFooter();
      await expectSiteNamed(savedSettings.siteName);
      // The contact page's details use the same read.
      const details = await screen.findByRole('region', { name: 'Contact information' });
      expect(await within(details).findByRole('link', { name: savedSettings.contactEmail })).toHaveAttribute(
        'href',
        `mailto:${savedSettings.contactEmail}`,
      );
      expect(fetchSpy).toHaveBeenCalledTimes(1);
    });

    it('a failed read keeps the build-time values', async () => {
      const fetchSpy = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
      vi.stubGlobal('fetch', fetchSpy);
      renderPage('/about');
      await waitFor(() => expect(fetchSpy).toHaveBeenCalledTimes(1));
      await settle();
      expectConfiguredSettingsInFooter();
    });

    it('no document yet (an answer without one) keeps the build-time values', async () => {
      const fetchSpy = vi.fn(
        async () => new Response(JSON.stringify([{ readTime: '2026-03-15T10:00:00Z' }]), { status: 200 }),
      );
      vi.stubGlobal('fetch', fetchSpy);
      renderPage('/about');
      await waitFor(() => expect(fetchSpy).toHaveBeenCalledTimes(1));
      await settle();
      expectConfiguredSettingsInFooter();
    });

    it('a link cleared in the admin is hidden', async () => {
      const cleared = restLive({
        socialLinks: { mapValue: { fields: { instagram: { stringValue: '' } } } },
      });
      vi.stubGlobal(
        'fetch',
        vi.fn(async () => new Response(JSON.stringify(cleared), { status: 200 })),
      );
      renderPage('/about');
      await waitFor(() => expect(socialHrefs()).toEqual([site.social.facebook, site.social.twitter]));
    });

    it('reads from the Firestore emulator when one is configured', async () => {
      vi.stubEnv('VITE_FIRESTORE_EMULATOR_HOST', '127.0.0.1:8080');
      const fetchSpy = vi.fn(async () => new Response(JSON.stringify(restDocument), { status: 200 }));
      vi.stubGlobal('fetch', fetchSpy);
      renderPage('/about');
      await expectSavedSettingsInFooter();
      expectCurrentVersionQuery(fetchSpy, `http://127.0.0.1:8080${QUERY_PATH}`);
    });
  });
});
