import { expect, test, type APIRequestContext } from '@playwright/test';
import { loginForm } from './support/admin';

/**
 * What Firebase Hosting answers, as its emulator serves dist-demo with firebase.json's hosting config
 * (scripts/lib/emulators.mjs): real 404s for unknown paths, the shells for the app's own routes, the
 * redirect, compression and the security and cache headers.
 */

const ACCEPT_COMPRESSED = { 'Accept-Encoding': 'gzip, br' };
/** What reCAPTCHA v3 (App Check's provider, src/lib/app-check.ts) loads, after the inline script's hash. */
const RECAPTCHA_SCRIPTS = 'https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/';

/**
 * Two hashed assets: the home page's entry module (first in its start script's list) and a stylesheet (the
 * back office's; public pages inline theirs).
 */
async function entryAssets(request: APIRequestContext): Promise<{ js: string; css: string }> {
  const [, js] =
    /<script data-modules="(\/assets\/[^" ]+\.js)/.exec(await (await request.get('/')).text()) ?? [];
  expect(js, 'the start script lists the entry module first').toBeTruthy();
  const [, css] =
    /<link rel="stylesheet" crossorigin href="(\/assets\/[^"]+\.css)">/.exec(
      await (await request.get('/admin/login')).text(),
    ) ?? [];
  expect(css, 'the back office links its stylesheet').toBeTruthy();
  return { js: js!, css: css! };
}

test.describe('unknown addresses', () => {
  for (const path of ['/no-such-page', '/services/no-such-service']) {
    test(`${path} answers 404 with the not-found page`, async ({ page, request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(404);
      expect(response.headers()['content-type']).toContain('text/html');
      // The prerendered 404.html: the heading is in the HTML itself, before any JavaScript runs.
      expect(await response.text()).toContain('Page Not Found');

      const navigation = await page.goto(path);
      expect(navigation?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    });
  }
});

test.describe("the app's own routes", () => {
  test('/admin/login answers 200 with the admin shell', async ({ page, request }) => {
    const response = await request.get('/admin/login');
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain('<title>Admin | Chinar Digital</title>');
    // The back office's own entry, never the site's, and its loading state from the first paint.
    expect(html).toMatch(/<script type="module" crossorigin src="\/assets\/admin-[\w-]+\.js"><\/script>/);
    expect(html).not.toMatch(/\/assets\/index-[\w-]+\.js/);
    expect(html).toContain('<span>Loading...</span>');

    const navigation = await page.goto('/admin/login');
    expect(navigation?.status()).toBe(200);
    await expect(loginForm(page)).toBeVisible();
  });

  test('posts and projects not prerendered get the app shell (200), the app renders them', async ({
    request,
  }) => {
    for (const path of ['/blog/999999', '/projects/999999']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(await response.text(), path).toContain('<div id="root"></div>');
    }
  });

  test('prerendered pages answer 200', async ({ request }) => {
    for (const path of ['/', '/about', '/services', '/services/seo', '/packages', '/projects', '/contact']) {
      expect((await request.get(path)).status(), path).toBe(200);
    }
  });

  test('/home redirects permanently to /, /about.html and /about/ to /about, a renamed post’s old address to its new one', async ({
    request,
  }) => {
    for (const [from, to] of [
      ['/home', '/'],
      ['/about.html', '/about'],
      ['/about/', '/about'],
      // Seed post 4's former address (its formerSlugs): the build's redirect, served before any file.
      [
        '/blog/machine-learning-for-small-companies',
        '/blog/practical-machine-learning-for-small-companies-start-with-your-spreadsheet',
      ],
    ]) {
      const response = await request.get(from!, { maxRedirects: 0 });
      expect(response.status(), from).toBe(301);
      expect(new URL(response.headers()['location']!, 'http://127.0.0.1:4173').pathname, from).toBe(to);
    }
  });
});

test.describe('responses', () => {
  test('HTML, JavaScript and CSS are compressed (brotli when asked for, else gzip)', async ({ request }) => {
    const { js, css } = await entryAssets(request);
    for (const path of ['/', '/about', '/admin/login', js, css]) {
      const brotli = await request.get(path, { headers: ACCEPT_COMPRESSED });
      expect(brotli.headers()['content-encoding'], path).toBe('br');
      expect(brotli.headers()['vary'], path).toMatch(/accept-encoding/i);
      const gzip = await request.get(path, { headers: { 'Accept-Encoding': 'gzip' } });
      expect(gzip.headers()['content-encoding'], path).toBe('gzip');
    }
  });

  test('every kind of response carries the security headers', async ({ request }) => {
    const { js } = await entryAssets(request);
    for (const path of ['/', '/about', '/no-such-page', '/admin/login', '/blog/999999', js]) {
      const headers = (await request.get(path)).headers();
      const csp = headers['content-security-policy'] ?? '';
      expect(csp, path).toContain("default-src 'self'");
      expect(csp, path).toContain("script-src 'self'");
      expect(csp, path).toContain("frame-ancestors 'none'");
      expect(csp, path).toContain("object-src 'none'");
      expect(headers['x-content-type-options'], path).toBe('nosniff');
      expect(headers['x-frame-options'], path).toBe('DENY');
      expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    }
  });

  test('the CSP allows the one inline script of prerendered pages by its hash, and no other', async ({
    request,
  }) => {
    for (const path of ['/', '/contact', '/no-such-page']) {
      const response = await request.get(path);
      const csp = response.headers()['content-security-policy'] ?? '';
      // The start script, inlined: its tag names the page's own modules and fonts, its text is the same.
      const [inline] =
        (await response.text())
          .match(/<script data-modules="[^"]+" data-fonts="[^"]+">([\s\S]*?)<\/script>/)
          ?.slice(1) ?? [];
      expect(inline, path).toBeDefined();
      const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(inline));
      const hash = Buffer.from(digest).toString('base64');
      expect(/script-src ([^;]*)/.exec(csp)?.[1], path).toBe(`'self' 'sha256-${hash}' ${RECAPTCHA_SCRIPTS}`);
    }
  });

  test('the CSP allows App Check and reCAPTCHA v3 exactly what they need', async ({ request }) => {
    const csp = (await request.get('/contact')).headers()['content-security-policy'] ?? '';
    const directive = (name: string) => new RegExp(`(?:^|;)\\s*${name} ([^;]*)`).exec(csp)?.[1]?.split(' ');
    expect(directive('connect-src')).toContain('https://content-firebaseappcheck.googleapis.com');
    expect(directive('frame-src')).toEqual([
      'https://www.google.com/recaptcha/',
      'https://recaptcha.google.com/recaptcha/',
    ]);
  });

  test('hashed assets are cached for a year, pages are revalidated', async ({ request }) => {
    const { js, css } = await entryAssets(request);
    for (const path of [js, css]) {
      expect((await request.get(path)).headers()['cache-control'], path).toBe(
        'public, max-age=31536000, immutable',
      );
    }
    for (const path of ['/', '/about', '/admin/login', '/blog/999999']) {
      expect((await request.get(path)).headers()['cache-control'], path).toBe('no-cache');
    }
  });

  test('the feeds answer with their XML types', async ({ request }) => {
    const sitemap = await request.get('/sitemap.xml');
    expect(sitemap.status()).toBe(200);
    expect(sitemap.headers()['content-type']).toContain('xml');
    const rss = await request.get('/rss.xml');
    expect(rss.status()).toBe(200);
    expect(rss.headers()['content-type']).toContain('application/rss+xml');
  });
});
