import { expect, test, type Locator, type Page } from '@playwright/test';
import { gotoAndSettle } from './fixtures';

/** localStorage key of the demo build's persisted memory store (MEMORY_STORE_KEY in src/data/store/index.ts). */
const STORE_KEY = 'chinar-digital:store:v1';

/** The published seed posts, newest first, and the Draft one (src/data/seed/blog-posts.ts). */
const posts = {
  fast: {
    id: '1',
    title: 'Why a fast website wins more customers than a pretty one',
    author: 'Aamir Bhat',
    category: 'Web Development',
    date: '14 October 2026',
    views: 184,
  },
  seo: { id: '2', title: 'Local SEO for Kashmir tourism businesses: a practical checklist' },
  cms: { id: '3', title: 'WordPress or a custom CMS? How we help clients decide' },
  ml: { id: '4', title: 'Practical machine learning for small companies: start with your spreadsheet' },
} as const;
const publishedTitles = [posts.fast.title, posts.seo.title, posts.cms.title, posts.ml.title];
const draftTitle = 'Designing for the phone first: UX lessons from Indian users';

function readMoreLinks(page: Page): Locator {
  return page.getByRole('link', { name: /^Read More about / });
}

async function listedTitles(page: Page): Promise<string[]> {
  const labels = await readMoreLinks(page).evaluateAll((links) =>
    links.map((link) => link.getAttribute('aria-label')),
  );
  return labels.map((label) => String(label).replace(/^Read More about /, ''));
}

function search(page: Page): Locator {
  return page.getByRole('search').getByRole('searchbox', { name: 'Search articles' });
}

type StoredCollections = Record<string, Record<string, Record<string, unknown>>>;

/** The store as the demo persists it (Dates tagged as {"__date__": iso}); null until the first write. */
async function readStoreIfWritten(page: Page): Promise<StoredCollections | null> {
  const text = await page.evaluate((key) => localStorage.getItem(key), STORE_KEY);
  return text ? (JSON.parse(text) as StoredCollections) : null;
}

async function readStore(page: Page): Promise<StoredCollections> {
  const store = await readStoreIfWritten(page);
  expect(store, 'the demo store is persisted in localStorage after a write').not.toBeNull();
  return store!;
}

test.describe('blog list', () => {
  test('lists only published posts, newest first', async ({ page }) => {
    await gotoAndSettle(page, '/blog');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Recent Blog Posts');
    await expect(readMoreLinks(page)).toHaveCount(4);
    await expect.poll(() => listedTitles(page)).toEqual(publishedTitles);
    for (const [index, title] of publishedTitles.entries()) {
      await expect(page.getByRole('link', { name: title, exact: true })).toHaveAttribute(
        'href',
        `/blog/${index + 1}`,
      );
    }
    await expect(page.getByText(draftTitle)).toHaveCount(0);
    await expect(page.getByText('Showing 1–4 of 4 articles')).toBeVisible();
    // Four posts fit on one page: no pagination.
    await expect(page.getByRole('navigation', { name: 'Pagination' })).toHaveCount(0);
  });

  test('search matches title or excerpt, ignoring case', async ({ page }) => {
    await gotoAndSettle(page, '/blog');
    await expect(readMoreLinks(page)).toHaveCount(4);

    await search(page).fill('local SEO FOR kashmir');
    await expect(readMoreLinks(page)).toHaveCount(1);
    await expect.poll(() => listedTitles(page)).toEqual([posts.seo.title]);

    // Only in post 4's excerpt ("You do not need a data science team…").
    await search(page).fill('DATA SCIENCE Team');
    await expect(readMoreLinks(page)).toHaveCount(1);
    await expect.poll(() => listedTitles(page)).toEqual([posts.ml.title]);

    // Matches several posts' text.
    await search(page).fill('wOrDpReSs');
    await expect.poll(() => listedTitles(page)).toEqual([posts.cms.title]);

    await search(page).fill('');
    await expect(readMoreLinks(page)).toHaveCount(4);
  });

  test('a search with no match shows the empty state; Clear search brings the posts back', async ({
    page,
  }) => {
    await gotoAndSettle(page, '/blog');
    await expect(readMoreLinks(page)).toHaveCount(4);
    // Words from the Draft post's excerpt only: the draft must not be found either.
    await search(page).fill('the only screen');
    await expect(page.getByRole('heading', { name: 'No Posts Found' })).toBeVisible();
    await expect(
      page.getByText('No blog posts match your current filters. Try adjusting your search criteria.', {
        exact: true,
      }),
    ).toBeVisible();
    await expect(readMoreLinks(page)).toHaveCount(0);
    await expect(page.getByText(draftTitle)).toHaveCount(0);

    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect(search(page)).toHaveValue('');
    await expect(readMoreLinks(page)).toHaveCount(4);
  });

  test('a tag link filters by tag and says so in the heading', async ({ page }) => {
    await gotoAndSettle(page, '/blog');
    const tags = page.getByRole('navigation', { name: 'Popular tags' });
    await tags.getByRole('link', { name: 'tourism' }).click();
    await expect(page).toHaveURL('/blog?tag=tourism');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Articles Tagged "tourism"');
    await expect(page).toHaveTitle('Articles Tagged "tourism" | Chinar Digital');
    await expect.poll(() => listedTitles(page)).toEqual([posts.seo.title]);
    await expect(tags.getByRole('link', { name: 'tourism' })).toHaveAttribute('aria-current', 'true');

    // A tag shared with the Draft post: only the published posts appear.
    await tags.getByRole('link', { name: 'small business' }).click();
    await expect(page).toHaveURL('/blog?tag=small%20business');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Articles Tagged "small business"');
    await expect(readMoreLinks(page)).toHaveCount(4);

    await page.getByRole('link', { name: 'Clear filter' }).click();
    await expect(page).toHaveURL('/blog');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Recent Blog Posts');
  });

  test('a category link filters by category: "{category} Articles"', async ({ page }) => {
    await gotoAndSettle(page, '/blog');
    const categories = page.getByRole('navigation', { name: 'Categories' });
    await categories.getByRole('link', { name: 'Web Development, 2 articles' }).click();
    await expect(page).toHaveURL('/blog?category=Web%20Development');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Web Development Articles');
    await expect.poll(() => listedTitles(page)).toEqual([posts.fast.title, posts.cms.title]);

    // The category chip on a card leads to the same kind of view.
    await gotoAndSettle(page, '/blog');
    // (The sidebar's link is named "Machine Learning, 1 article"; the footer's lives outside <main>.)
    await page.getByRole('main').getByRole('link', { name: 'Machine Learning', exact: true }).click();
    await expect(page).toHaveURL('/blog?category=Machine%20Learning');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Machine Learning Articles');
    await expect.poll(() => listedTitles(page)).toEqual([posts.ml.title]);
  });

  test('a tag or category in the address with no published posts shows the empty state', async ({ page }) => {
    await gotoAndSettle(page, '/blog?tag=ux');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Articles Tagged "ux"');
    await expect(page.getByRole('heading', { name: 'No Posts Found' })).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'All articles', exact: true }).click();
    await expect(page).toHaveURL('/blog');
    await expect(readMoreLinks(page)).toHaveCount(4);
  });
});

test.describe('blog pagination', () => {
  const TOTAL = 14;
  const title = (n: number) => `Kashmir field notes ${String(n).padStart(2, '0')}`;

  test.beforeEach(async ({ page }) => {
    // A store of 14 published posts (and one draft), written before the app starts, in the memory store's
    // persisted format. Post n is newer than post n-1, so the list shows 14, 13, … 1.
    const documents: Record<string, Record<string, unknown>> = {};
    for (let n = 1; n <= TOTAL; n += 1) {
      const day = String(n).padStart(2, '0');
      documents[`p${n}`] = {
        title: title(n),
        excerpt: `Notes from our Srinagar studio, part ${n}.`,
        content: `<p>Field note number ${n} from the valley.</p>`,
        image: '/images/placeholder.svg',
        status: 'Published',
        category: n % 2 === 0 ? 'Even Notes' : 'Odd Notes',
        author: 'Sana Mir',
        date: `2026-03-${day}`,
        views: n,
        tags: ['notes'],
        createdAt: { __date__: `2026-03-${day}T09:00:00.000Z` },
        updatedAt: { __date__: `2026-03-${day}T09:00:00.000Z` },
      };
    }
    documents.draft = {
      ...documents.p14,
      title: 'Unpublished field notes',
      status: 'Draft',
      createdAt: { __date__: '2026-04-01T09:00:00.000Z' },
    };
    const serialized = JSON.stringify({ blog_posts: documents });
    await page.addInitScript(
      ([key, value]) => {
        if (!localStorage.getItem(key)) localStorage.setItem(key, value);
      },
      [STORE_KEY, serialized] as const,
    );
  });

  test('six posts a page; numbered pages, Previous and Next', async ({ page }) => {
    await gotoAndSettle(page, '/blog');
    const pagination = page.getByRole('navigation', { name: 'Pagination' });
    await expect(readMoreLinks(page)).toHaveCount(6);
    await expect.poll(() => listedTitles(page)).toEqual([14, 13, 12, 11, 10, 9].map(title));
    await expect(page.getByText(`Showing 1–6 of ${TOTAL} articles`)).toBeVisible();
    await expect(pagination.getByRole('button', { name: /^Page \d+$/ })).toHaveText(['1', '2', '3']);
    await expect(pagination.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await expect(pagination.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await expect(page.getByText('Unpublished field notes')).toHaveCount(0);

    await pagination.getByRole('button', { name: 'Page 3' }).click();
    await expect(page).toHaveURL('/blog?page=3');
    await expect(readMoreLinks(page)).toHaveCount(2);
    await expect.poll(() => listedTitles(page)).toEqual([2, 1].map(title));
    await expect(page.getByText(`Showing 13–14 of ${TOTAL} articles`)).toBeVisible();
    await expect(pagination.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    await expect(pagination.getByRole('button', { name: 'Page 1' })).not.toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(pagination.getByRole('button', { name: 'Next' })).toBeDisabled();

    await pagination.getByRole('button', { name: 'Previous' }).click();
    await expect(page).toHaveURL('/blog?page=2');
    await expect.poll(() => listedTitles(page)).toEqual([8, 7, 6, 5, 4, 3].map(title));

    // History: Back returns to page 3.
    await page.goBack();
    await expect(page).toHaveURL('/blog?page=3');
    await expect(readMoreLinks(page)).toHaveCount(2);

    await pagination.getByRole('button', { name: 'Page 1' }).click();
    await expect(page).toHaveURL('/blog');
    await pagination.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL('/blog?page=2');
    await expect(pagination.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  test('typing a search resets the list to page 1', async ({ page }) => {
    await gotoAndSettle(page, '/blog?page=3');
    await expect(readMoreLinks(page)).toHaveCount(2);
    // Matches every post, so the result still has three pages: only the reset moves us.
    await search(page).fill('FIELD NOTES');
    await expect(page).toHaveURL('/blog');
    await expect(readMoreLinks(page)).toHaveCount(6);
    await expect.poll(() => listedTitles(page)).toEqual([14, 13, 12, 11, 10, 9].map(title));
    await expect(
      page.getByRole('navigation', { name: 'Pagination' }).getByRole('button', { name: 'Page 1' }),
    ).toHaveAttribute('aria-current', 'page');

    // A narrower search fits on one page and hides the pagination.
    await search(page).fill('part 1');
    // "part 1", "part 10" … "part 14"
    await expect(readMoreLinks(page)).toHaveCount(6);
    await search(page).fill('part 12');
    await expect(readMoreLinks(page)).toHaveCount(1);
    await expect(page.getByRole('navigation', { name: 'Pagination' })).toHaveCount(0);
  });

  test('a category filter paginates its own results', async ({ page }) => {
    await gotoAndSettle(page, '/blog?category=Even%20Notes');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Even Notes Articles');
    await expect.poll(() => listedTitles(page)).toEqual([14, 12, 10, 8, 6, 4].map(title));
    const pagination = page.getByRole('navigation', { name: 'Pagination' });
    await pagination.getByRole('button', { name: 'Page 2' }).click();
    await expect(page).toHaveURL('/blog?category=Even+Notes&page=2');
    await expect.poll(() => listedTitles(page)).toEqual([title(2)]);
  });
});

test.describe('reading a post', () => {
  test('open a post from the list: header, body, tags, share links, recent posts', async ({ page }) => {
    const post = posts.fast;
    await gotoAndSettle(page, '/blog');
    await page.getByRole('link', { name: `Read More about ${post.title}` }).click();
    await expect(page).toHaveURL(`/blog/${post.id}`);

    const header = page.getByRole('heading', { level: 1 });
    await expect(header).toHaveText(post.title);
    await expect(page).toHaveTitle(`${post.title} | Blog | Chinar Digital`);
    await expect(page.getByRole('link', { name: `Category: ${post.category}` })).toHaveAttribute(
      'href',
      '/blog?category=Web%20Development',
    );
    const article = page.getByRole('article');
    await expect(article.getByText(`By ${post.author}`, { exact: true }).first()).toBeVisible();
    await expect(article.locator('time').first()).toHaveText(post.date);
    await expect(article.getByRole('img', { name: post.title })).toBeVisible();

    // The sanitized HTML body.
    await expect(
      page.getByRole('heading', { level: 2, name: 'Speed is the first impression' }),
    ).toBeVisible();
    await expect(page.getByText(/the single change that most often moves the numbers/)).toBeVisible();

    // Tags lead to the tag view.
    const tags = page.getByRole('navigation', { name: 'Tags' });
    await expect(tags.getByRole('link')).toHaveText(['performance', 'small business', 'core web vitals']);
    await expect(tags.getByRole('link', { name: 'core web vitals' })).toHaveAttribute(
      'href',
      '/blog?tag=core%20web%20vitals',
    );

    // Share links carry the encoded address of the post.
    const url = 'http://127.0.0.1:4173/blog/1';
    const encoded = encodeURIComponent(url);
    const share = [
      ['Share on Facebook (opens in a new tab)', `https://www.facebook.com/sharer/sharer.php?u=${encoded}`],
      [
        'Share on X (Twitter) (opens in a new tab)',
        `https://twitter.com/intent/tweet?url=${encoded}&text=${encodeURIComponent(post.title)}`,
      ],
      [
        'Share on LinkedIn (opens in a new tab)',
        `https://www.linkedin.com/sharing/share-offsite/?url=${encoded}`,
      ],
    ] as const;
    for (const [name, href] of share) {
      const link = page.getByRole('link', { name, exact: true });
      await expect(link).toHaveAttribute('href', href);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /\bnoopener\b/);
    }
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', url);

    // Sidebar: the three most recent other published posts.
    const recent = page.getByRole('complementary', { name: 'Recent articles' }).getByRole('listitem');
    await expect(recent).toHaveCount(3);
    await expect(recent.getByRole('link')).toHaveText([posts.seo.title, posts.cms.title, posts.ml.title]);
    // Opening another post from far down the page starts it at the top.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await recent.getByRole('link', { name: posts.cms.title }).click();
    await expect(page).toHaveURL('/blog/3');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(posts.cms.title);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('the view count goes up by exactly one per session, not again on reload', async ({ page }) => {
    const post = posts.fast;
    await gotoAndSettle(page, `/blog/${post.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
    const hero = page.getByRole('article');
    await expect(hero.getByText(`${post.views + 1} views`, { exact: true })).toBeVisible();
    const afterVisit = await readStore(page);
    expect(afterVisit.blog_posts!['1']!.views).toBe(post.views + 1);

    await page.reload({ waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
    await expect(hero.getByText(`${post.views + 1} views`, { exact: true })).toBeVisible();
    const afterReload = await readStore(page);
    expect(afterReload.blog_posts!['1']!.views).toBe(post.views + 1);

    // Other posts are untouched.
    expect(afterReload.blog_posts!['2']!.views).toBe(862);

    // A new session (the per-session marker is gone) counts one more view.
    await page.evaluate(() => sessionStorage.clear());
    await page.reload({ waitUntil: 'networkidle' });
    await expect(hero.getByText(`${post.views + 2} views`, { exact: true })).toBeVisible();
    expect((await readStore(page)).blog_posts!['1']!.views).toBe(post.views + 2);
    // Moving to another post in the same session counts that one once.
    await page
      .getByRole('complementary', { name: 'Recent articles' })
      .getByRole('link', { name: posts.seo.title })
      .click();
    await expect(page.getByText('863 views', { exact: true })).toBeVisible();
    await expect(hero.getByText(`${post.views + 2} views`)).toHaveCount(0);
    expect((await readStore(page)).blog_posts!['1']!.views).toBe(post.views + 2);
  });

  test('the post header category and tag links open the filtered list', async ({ page }) => {
    await gotoAndSettle(page, '/blog/1');
    await page.getByRole('link', { name: 'Category: Web Development' }).click();
    await expect(page).toHaveURL('/blog?category=Web%20Development');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Web Development Articles');
    await expect.poll(() => listedTitles(page)).toEqual([posts.fast.title, posts.cms.title]);

    await gotoAndSettle(page, '/blog/1');
    await page.getByRole('navigation', { name: 'Tags' }).getByRole('link', { name: 'performance' }).click();
    await expect(page).toHaveURL('/blog?tag=performance');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Articles Tagged "performance"');
    // The Draft post shares the tag but stays hidden.
    await expect.poll(() => listedTitles(page)).toEqual([posts.fast.title]);
  });

  for (const [id, why] of [
    ['999', 'an unknown id'],
    ['5', 'a Draft post'],
  ] as const) {
    test(`/blog/${id} (${why}) shows 'Blog Post Not Found' with Back to Blog`, async ({ page }) => {
      await gotoAndSettle(page, `/blog/${id}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog Post Not Found');
      await expect(page).toHaveTitle(/Blog Post Not Found/);
      await expect(page.getByText(draftTitle)).toHaveCount(0);
      const back = page.getByRole('link', { name: 'Back to Blog' });
      await expect(back).toHaveAttribute('href', '/blog');
      await back.click();
      await expect(page).toHaveURL('/blog');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Recent Blog Posts');
      // The visit counted no view (the store is only persisted once something is written).
      const store = await readStoreIfWritten(page);
      expect(store?.blog_posts?.['5']?.views ?? 0).toBe(0);
      expect(store?.blog_posts?.['1']?.views ?? 184).toBe(184);
    });
  }
});
