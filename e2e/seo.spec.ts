import { expect, test, type Page } from '@playwright/test';
import { gotoAndSettle } from './fixtures';

const ORIGIN = 'http://127.0.0.1:4173';

/** Pages and the <h1> that proves the page's content (not a loading or error state) is showing. */
const pages = [
  { path: '/', h1: 'Websites and software crafted in Kashmir, built for all of India' },
  { path: '/about', h1: 'A technology studio from Srinagar, working for all of India' },
  { path: '/services/seo', h1: 'SEO Services' },
  { path: '/projects', h1: 'Projects that put Kashmir businesses online, and keep them growing' },
  { path: '/contact', h1: 'Let\u2019s talk about your project' },
  { path: '/blog', h1: 'Recent Blog Posts' },
  {
    path: '/blog/why-a-fast-website-wins-more-customers-than-a-pretty-one',
    h1: 'Why a fast website wins more customers than a pretty one',
  },
  { path: '/projects/1', h1: 'Shikara Stays: Dal Lake Houseboat Booking' },
] as const;

const prerendered = pages.filter((page) =>
  ['/', '/about', '/services/seo', '/contact', '/projects'].includes(page.path),
);

interface HeadSummary {
  title: string;
  titleElements: number;
  descriptions: string[];
  canonicals: string[];
  ogImages: string[];
  geoRegions: string[];
}

/** What the document head says (SVG <title> elements, which label drawings, are not page titles). */
function readHead(page: Page): Promise<HeadSummary> {
  return page.evaluate(() => {
    const all = (selector: string, attribute: string) =>
      [...document.querySelectorAll(selector)].map((element) => element.getAttribute(attribute) ?? '');
    return {
      title: document.title,
      titleElements: [...document.querySelectorAll('title')].filter((element) => !element.closest('svg'))
        .length,
      descriptions: all('meta[name="description"]', 'content'),
      canonicals: all('link[rel="canonical"]', 'href'),
      ogImages: all('meta[property="og:image"]', 'content'),
      geoRegions: all('meta[name="geo.region"]', 'content'),
    };
  });
}

function expectCompleteHead(head: HeadSummary, path: string): void {
  expect(head.title).toContain('Chinar Digital');
  expect(head.titleElements, 'exactly one <title>').toBe(1);
  expect(head.descriptions, 'one meta description').toHaveLength(1);
  expect(head.descriptions[0]!.length, 'a real description').toBeGreaterThan(50);
  expect(head.canonicals).toEqual([`${ORIGIN}${path}`]);
  expect(head.ogImages, 'one absolute og:image').toHaveLength(1);
  expect(head.ogImages[0]).toMatch(/^https?:\/\/\S+\.(png|jpe?g|webp|svg)$/);
  expect(head.geoRegions).toEqual(['IN-JK']);
}

test.describe('metadata in the running app', () => {
  for (const { path, h1 } of pages) {
    test(`${path}: title, one description, canonical, og:image, geo.region`, async ({ page }) => {
      await gotoAndSettle(page, path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
      // Data pages set their final title once the content has loaded.
      await expect(page).toHaveTitle(/Chinar Digital$/);
      expectCompleteHead(await readHead(page), path);
    });
  }

  test('the og:image is a real image', async ({ page, request }) => {
    await gotoAndSettle(page, '/about');
    const { ogImages } = await readHead(page);
    const response = await request.get(ogImages[0]!);
    expect(response.ok()).toBe(true);
    expect(response.headers()['content-type']).toMatch(/^image\//);
  });

  test('client-side navigation replaces the head tags instead of adding more', async ({ page }) => {
    await gotoAndSettle(page, '/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const steps = [
      { link: 'About Us', path: '/about' },
      { link: 'Projects', path: '/projects' },
      { link: 'Blog', path: '/blog' },
      { link: 'Contact', path: '/contact' },
      { link: 'Home', path: '/' },
    ];
    for (const step of steps) {
      await nav.getByRole('link', { name: step.link, exact: true }).click();
      await expect(page).toHaveURL(step.path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        pages.find((entry) => entry.path === step.path)!.h1,
      );
      await expect.poll(async () => (await readHead(page)).canonicals).toEqual([`${ORIGIN}${step.path}`]);
      expectCompleteHead(await readHead(page), step.path);
    }

    // Into a post and a project and back out again.
    await gotoAndSettle(page, '/blog');
    await page.getByRole('link', { name: `Read More about ${pages[6].h1}` }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(pages[6].h1);
    await expect(page).toHaveTitle(`${pages[6].h1} | Blog | Chinar Digital`);
    expectCompleteHead(await readHead(page), pages[6].path);
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Recent Blog Posts');
    await expect.poll(async () => (await readHead(page)).canonicals).toEqual([`${ORIGIN}/blog`]);
    expectCompleteHead(await readHead(page), '/blog');
  });
});

/** The text of the first <h1> in served HTML, tags stripped and entities decoded. */
function servedH1(html: string): string | null {
  const match = /<h1\b[^>]*>([\s\S]*?)<\/h1>/i.exec(html);
  if (!match) return null;
  return match[1]!
    .replace(/<[^>]*>/g, '')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .trim();
}

function count(html: string, pattern: RegExp): number {
  return html.match(new RegExp(pattern.source, 'gi'))?.length ?? 0;
}

test.describe('prerendered HTML (no JavaScript run)', () => {
  for (const { path, h1 } of prerendered) {
    test(`${path} is served with its heading and metadata`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toContain('text/html');
      const html = await response.text();

      expect(servedH1(html)).toBe(h1);
      expect(count(html, /<title>[^<]*Chinar Digital<\/title>/)).toBe(1);
      expect(count(html, /<title>/)).toBe(1);
      expect(count(html, /<meta name="description" content="[^"]{50,}"/)).toBe(1);
      expect(html).toContain(`<link rel="canonical" href="${ORIGIN}${path}"/>`);
      expect(count(html, /<meta property="og:image" content="https?:\/\/[^"]+"/)).toBe(1);
      expect(html).toContain('<meta name="geo.region" content="IN-JK"/>');
      // The content is in the page itself, not waiting for a script to reveal it (the CSP allows one inline
      // script, by its hash: the capture of what a visitor does before the app starts and the app's start, its
      // tag naming the page's stylesheet and modules; React's streaming helpers such as $RC would never run).
      const inlineScripts = html.match(/<script(?:\s+data-[\w-]+="[^"]*")*>[\s\S]*?<\/script>/g) ?? [];
      expect(inlineScripts, 'one inline script').toHaveLength(1);
      expect(inlineScripts[0]).toContain('window.__beforeStart');
      expect(html).not.toContain('$RC');
      expect(html, 'no Suspense boundary left pending').not.toContain('<!--$?-->');
    });
  }
});

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  test('/about still shows its heading, content and footer links', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'A technology studio from Srinagar, working for all of India',
    );
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('Loading page…')).toBeHidden();

    const footer = page.getByRole('contentinfo');
    await expect(footer).toBeVisible();
    const quick = footer.getByRole('navigation', { name: 'Quick Links' }).getByRole('link');
    const services = footer.getByRole('navigation', { name: 'Services' }).getByRole('link');
    await expect(quick.first()).toBeVisible();
    const hrefs = async (links: typeof quick) =>
      links.evaluateAll((elements) => elements.map((element) => element.getAttribute('href')));
    expect(await hrefs(quick)).toEqual(
      expect.arrayContaining(['/', '/about', '/projects', '/packages', '/blog', '/contact']),
    );
    expect(await hrefs(services)).toEqual([
      '/services/data-strategy',
      '/services/machine-learning',
      '/services/software-solutions',
      '/services/business-mind',
      '/services/financial-services',
    ]);

    // Plain links work without JavaScript: the next page is served as HTML as well.
    await footer
      .getByRole('navigation', { name: 'Quick Links' })
      .getByRole('link', { name: 'Projects' })
      .click();
    await expect(page).toHaveURL('/projects');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Projects that put Kashmir businesses online, and keep them growing',
    );
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});
