import { expect, test, type Page } from '@playwright/test';
import { gotoAndSettle, openBeforeStart, readCollection } from './fixtures';
import {
  draftTitle,
  listedTitles,
  posts,
  publishedPaths,
  publishedTitles,
  readMoreLinks,
  search,
} from './support/blog';

// Tests that count views or need posts other than the seed are in blog.mutations.spec.ts.

test.describe('blog list', () => {
  test('lists only published posts, newest first', async ({ page }) => {
    await gotoAndSettle(page, '/blog');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Recent Blog Posts');
    await expect(readMoreLinks(page)).toHaveCount(4);
    await expect.poll(() => listedTitles(page)).toEqual(publishedTitles);
    for (const [index, title] of publishedTitles.entries()) {
      await expect(page.getByRole('link', { name: title, exact: true })).toHaveAttribute(
        'href',
        publishedPaths[index]!,
      );
    }
    await expect(page.getByText(draftTitle)).toHaveCount(0);
    await expect(page.getByText('Showing 1–4 of 4 articles')).toBeVisible();
    // Four posts fit on one page: no pagination.
    await expect(page.getByRole('navigation', { name: 'Pagination' })).toHaveCount(0);
  });

  test('a search typed before the app has started still filters once it has', async ({ page }) => {
    const start = await openBeforeStart(page, '/blog');
    await search(page).fill('local SEO FOR kashmir');
    await start();
    await expect(search(page)).toHaveValue('local SEO FOR kashmir');
    await expect(readMoreLinks(page)).toHaveCount(1);
    await expect.poll(() => listedTitles(page)).toEqual([posts.seo.title]);
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
    await expect(page).toHaveURL('/blog/tag/tourism');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Articles Tagged "tourism"');
    await expect(page).toHaveTitle('Articles Tagged "tourism" | Chinar Digital');
    await expect.poll(() => listedTitles(page)).toEqual([posts.seo.title]);
    await expect(tags.getByRole('link', { name: 'tourism' })).toHaveAttribute('aria-current', 'true');

    // A tag shared with the Draft post: only the published posts appear.
    await tags.getByRole('link', { name: 'small business' }).click();
    await expect(page).toHaveURL('/blog/tag/small-business');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Articles Tagged "small business"');
    await expect(readMoreLinks(page)).toHaveCount(4);

    await page.getByRole('link', { name: 'Clear filter' }).click();
    await expect(page).toHaveURL('/blog');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Recent Blog Posts');
  });

  test('a category link filters by category: "{category} Articles"', async ({ page }) => {
    await gotoAndSettle(page, '/blog');
    const categories = page.getByRole('navigation', { name: 'Categories' });
    await categories.getByRole('link', { name: /^Web Development\s*, 2 articles$/ }).click();
    await expect(page).toHaveURL('/blog/category/web-development');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Web Development Articles');
    await expect.poll(() => listedTitles(page)).toEqual([posts.fast.title, posts.cms.title]);

    // The category chip on a card leads to the same kind of view.
    await gotoAndSettle(page, '/blog');
    // (The sidebar's link is named "Machine Learning, 1 article"; the footer's lives outside <main>.)
    await page.getByRole('main').getByRole('link', { name: 'Machine Learning', exact: true }).click();
    await expect(page).toHaveURL('/blog/category/machine-learning');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Machine Learning Articles');
    await expect.poll(() => listedTitles(page)).toEqual([posts.ml.title]);
  });

  test("the first version's ?tag= and ?category= addresses move to the lists' own", async ({ page }) => {
    await gotoAndSettle(page, '/blog?category=Web%20Development');
    await expect(page).toHaveURL('/blog/category/web-development');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Web Development Articles');
    await expect.poll(() => listedTitles(page)).toEqual([posts.fast.title, posts.cms.title]);
    await gotoAndSettle(page, '/blog?tag=small%20business');
    await expect(page).toHaveURL('/blog/tag/small-business');
    await expect(readMoreLinks(page)).toHaveCount(4);
  });

  test('a category or tag list opened directly is prerendered, and works before the app starts', async ({
    page,
  }) => {
    const start = await openBeforeStart(page, '/blog/tag/tourism');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Articles Tagged "tourism"');
    await expect(readMoreLinks(page)).toHaveCount(1);
    // A sidebar link followed before the start is an ordinary link to the next prerendered list.
    await page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: /^SEO/ }).click();
    await expect(page).toHaveURL('/blog/category/seo');
    await start();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('SEO Articles');
    await expect.poll(() => listedTitles(page)).toEqual([posts.seo.title]);
  });

  test('a tag or category in the address with no published posts shows the empty state', async ({ page }) => {
    await gotoAndSettle(page, '/blog?tag=ux');
    await expect(page).toHaveURL('/blog/tag/ux');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Articles Tagged "ux"');
    await expect(page.getByRole('heading', { name: 'No Posts Found' })).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'All articles', exact: true }).click();
    await expect(page).toHaveURL('/blog');
    await expect(readMoreLinks(page)).toHaveCount(4);
  });
});

test.describe('the site search', () => {
  const acrossTheSite = (page: Page) => page.getByRole('region', { name: 'Across the site' });

  test('finds a post by a word of its body and a completed project by its client, with the words matched', async ({
    page,
  }) => {
    await gotoAndSettle(page, '/blog');
    // "signboard" is only in the body of the local SEO post: the list (titles and summaries) has no match.
    await search(page).fill('signboard');
    await expect(page.getByRole('heading', { name: 'No Posts Found' })).toBeVisible();
    const found = acrossTheSite(page);
    await expect(found.getByRole('link', { name: posts.seo.title })).toHaveAttribute('href', posts.seo.path);
    await expect(found).toContainText('Matched: signboard');

    // A project's client; an In Progress project's client finds nothing.
    await search(page).fill('cooperative');
    await expect(found.getByRole('link', { name: 'Sopore Orchard Cold-Chain Monitor' })).toHaveAttribute(
      'href',
      '/projects/4',
    );
    await search(page).fill('apharwat');
    await expect(page.getByRole('heading', { name: 'No Posts Found' })).toBeVisible();
    await expect(acrossTheSite(page)).toHaveCount(0);
  });

  test('downloads from the first key; finds a word’s other forms, an author and a technology', async ({
    page,
  }) => {
    await page.clock.install();
    await gotoAndSettle(page, '/blog');
    const requested: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/_search/')) requested.push(pathname.slice('/_search/'.length));
    });
    // Time stands still: the pause the search waits for never comes, yet the first key starts the downloads.
    await page.clock.pauseAt(Date.now() + 5_000);
    await search(page).pressSequentially('h');
    await expect.poll(() => requested).toContain('manifest.json');
    await search(page).pressSequentially('ospitals');
    await expect.poll(() => requested).toContain('t/hos.json');
    expect(requested.filter((file) => file.startsWith('d/'))).toEqual([]);
    await page.clock.resume();

    // The text says "hospital".
    const found = acrossTheSite(page);
    await expect(found.getByRole('link', { name: 'Shifa Care: Hospital Appointments App' })).toBeVisible();
    await expect(found).toContainText('Matched: hospital');
    await search(page).fill('sana mir');
    await expect(found.getByRole('link', { name: posts.seo.title })).toBeVisible();
    await search(page).fill('flutter');
    await expect(found.getByRole('link', { name: 'Shifa Care: Hospital Appointments App' })).toBeVisible();
  });

  test('a word typed before the app has started is searched once it has', async ({ page }) => {
    const start = await openBeforeStart(page, '/blog');
    await search(page).fill('unmaintained');
    await start();
    await expect(acrossTheSite(page).getByRole('link', { name: posts.cms.title })).toBeVisible();
  });
});

test.describe('reading a post', () => {
  test('open a post from the list: header, body, tags, share links, recent posts', async ({ page }) => {
    const post = posts.fast;
    await gotoAndSettle(page, '/blog');
    await page.getByRole('link', { name: `Read More about ${post.title}` }).click();
    await expect(page).toHaveURL(post.path);

    const header = page.getByRole('heading', { level: 1 });
    await expect(header).toHaveText(post.title);
    await expect(page).toHaveTitle(`${post.title} | Blog | Chinar Digital`);
    await expect(page.getByRole('link', { name: `Category: ${post.category}` })).toHaveAttribute(
      'href',
      '/blog/category/web-development',
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
      '/blog/tag/core-web-vitals',
    );

    // Share links carry the encoded address of the post.
    const url = `http://127.0.0.1:4173${post.path}`;
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
    await expect(page).toHaveURL(posts.cms.path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(posts.cms.title);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('an old /blog/<id> link moves to the post’s slug address', async ({ page }) => {
    await gotoAndSettle(page, `/blog/${posts.fast.id}`);
    await expect(page).toHaveURL(posts.fast.path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(posts.fast.title);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `http://127.0.0.1:4173${posts.fast.path}`,
    );
  });

  test('the post header category and tag links open the filtered list', async ({ page }) => {
    await gotoAndSettle(page, '/blog/1');
    await page.getByRole('link', { name: 'Category: Web Development' }).click();
    await expect(page).toHaveURL('/blog/category/web-development');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Web Development Articles');
    await expect.poll(() => listedTitles(page)).toEqual([posts.fast.title, posts.cms.title]);

    await gotoAndSettle(page, '/blog/1');
    await page.getByRole('navigation', { name: 'Tags' }).getByRole('link', { name: 'performance' }).click();
    await expect(page).toHaveURL('/blog/tag/performance');
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
      // The visit counted no view: the Draft keeps its count, and an unknown id creates no document.
      // (Post 1's count is checked in blog.mutations.spec.ts: tests running alongside open post 1.)
      const stored = await readCollection(page, 'blog_posts');
      expect(stored['5']?.views ?? 0).toBe(0);
      expect(stored).not.toHaveProperty('999');
    });
  }
});
