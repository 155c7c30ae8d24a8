import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createTestStore, renderPage } from '@/testing/render';
import type { DataStore } from '@/data/store';
import { getQueryClient } from '@/lib/query-client';
import { seedSearchContent } from '@/testing/search-content';
import { buildSearchIndex } from '@/features/search/build-index';

const FAST_SITE = 'Why a fast website wins more customers than a pretty one';
const LOCAL_SEO = 'Local SEO for Kashmir tourism businesses: a practical checklist';
const ML = 'Practical machine learning for small companies: start with your spreadsheet';
const DRAFT = 'Designing for the phone first: UX lessons from Indian users';

/** The post cards on the page (each card is an <article>). */
const cards = () => screen.queryAllByRole('article');
const cardTitles = () => cards().map((card) => within(card).getByRole('heading', { level: 2 }).textContent);

/** 14 published posts (numbered 1..14, newest first) and one draft. */
function manyPostsStore(): DataStore {
  const blogPosts: Record<string, Record<string, unknown>> = {};
  for (let number = 1; number <= 14; number += 1) {
    const day = String(30 - number).padStart(2, '0');
    blogPosts[`p${number}`] = {
      title: `Field note ${number}`,
      excerpt:
        number % 2 === 0 ? 'An even-numbered note about hosting.' : 'An odd-numbered note about design.',
      content: '<p>Body</p>',
      status: 'Published',
      category: number % 2 === 0 ? 'Hosting' : 'Design',
      author: 'Sana Mir',
      date: `2026-03-${day}`,
      tags: ['notes'],
      createdAt: new Date(`2026-03-${day}T08:00:00.000Z`),
    };
  }
  blogPosts.draft = {
    title: 'Field note draft',
    excerpt: 'Not yet published.',
    content: '<p>Draft</p>',
    status: 'Draft',
    category: 'Design',
    date: '2026-03-30',
    tags: [],
    createdAt: new Date('2026-03-30T08:00:00.000Z'),
  };
  return createTestStore({ seed: { blog_posts: blogPosts } });
}

describe('BlogPage', () => {
  it('lists published posts only, with date, author and a Read More link per card', async () => {
    renderPage('/blog');
    expect(await screen.findByRole('heading', { level: 2, name: FAST_SITE })).toBeInTheDocument();
    expect(cards()).toHaveLength(4);
    expect(screen.queryByText(DRAFT)).not.toBeInTheDocument();

    const card = cards()[0]!;
    expect(within(card).getByText('14 October 2026')).toBeInTheDocument();
    expect(within(card).getByText('Aamir Bhat')).toBeInTheDocument();
    // The link's own text names the post (hidden from sight), so it is descriptive on its own.
    const readMore = within(card).getByRole('link', { name: `Read More about ${FAST_SITE}` });
    expect(readMore).toHaveAttribute(
      'href',
      '/blog/why-a-fast-website-wins-more-customers-than-a-pretty-one',
    );
    expect(readMore).not.toHaveAttribute('aria-label');
    expect(readMore.textContent).toBe(`Read More about ${FAST_SITE}`);
    expect(within(readMore).getByText(`about ${FAST_SITE}`)).toHaveClass('sr-only');
    expect(within(card).getByRole('link', { name: 'Web Development' })).toHaveAttribute(
      'href',
      '/blog/category/web-development',
    );
    const image = card.querySelector('img')!;
    expect(image).toHaveAttribute('width');
    expect(image).toHaveAttribute('height');
    expect(cards()[3]!.querySelector('img')).toHaveAttribute('loading', 'lazy');
  });

  it('titles the page "Recent Blog Posts" without a filter', async () => {
    renderPage('/blog');
    expect(screen.getByRole('heading', { level: 1, name: 'Recent Blog Posts' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Clear filter' })).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Recent Blog Posts | Chinar Digital'));
  });

  it('lists a category at its own address, with a matching title and a way back', async () => {
    renderPage('/blog/category/web-development');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Web Development Articles' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(cards()).toHaveLength(2));
    expect(screen.queryByText(LOCAL_SEO)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Clear filter' })).toHaveAttribute('href', '/blog');
    const canonical = document.head.querySelector('link[rel="canonical"]');
    expect(canonical?.getAttribute('href')).toMatch(/\/blog\/category\/web-development$/);
  });

  it("moves the first version's ?category= address (any case) to the category's address", async () => {
    const { currentUrl } = renderPage('/blog?category=web%20development');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Web Development Articles' }),
    ).toBeInTheDocument();
    expect(currentUrl()).toBe('/blog/category/web-development');
  });

  it("filters by tag with the tagged title (the ?tag= address moves to the tag's own)", async () => {
    renderPage('/blog?tag=tourism');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Articles Tagged "tourism"' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: LOCAL_SEO })).toBeInTheDocument();
    expect(cards()).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Clear filter' })).toHaveAttribute('href', '/blog');
  });

  it('offers category and tag links from the published posts', async () => {
    renderPage('/blog');
    const categories = await screen.findByRole('navigation', { name: 'Categories' });
    expect(await within(categories).findByRole('link', { name: /^SEO/ })).toHaveAttribute(
      'href',
      '/blog/category/seo',
    );
    expect(within(categories).getByRole('link', { name: /^All articles/ })).toHaveAttribute(
      'aria-current',
      'true',
    );
    const tags = screen.getByRole('navigation', { name: 'Popular tags' });
    expect(within(tags).getByRole('link', { name: 'small business' })).toHaveAttribute(
      'href',
      '/blog/tag/small-business',
    );
    // The draft's only-own tag ("ux") is not offered.
    expect(within(tags).queryByRole('link', { name: 'ux' })).not.toBeInTheDocument();
  });

  it('narrows the list by search over titles, case-insensitively', async () => {
    const { user } = renderPage('/blog');
    await screen.findByRole('heading', { level: 2, name: FAST_SITE });
    await user.type(screen.getByRole('searchbox', { name: 'Search articles' }), 'KASHMIR');
    expect(cardTitles()).toEqual([LOCAL_SEO]);
    expect(screen.getByText('1 matching article on this page')).toBeInTheDocument();
  });

  it('searches excerpts too', async () => {
    const { user } = renderPage('/blog');
    await screen.findByRole('heading', { level: 2, name: FAST_SITE });
    await user.type(screen.getByRole('searchbox', { name: 'Search articles' }), 'Data Science Team');
    expect(cardTitles()).toEqual([ML]);
  });

  it('shows the empty state when nothing matches', async () => {
    const { user } = renderPage('/blog');
    await screen.findByRole('heading', { level: 2, name: FAST_SITE });
    await user.type(screen.getByRole('searchbox', { name: 'Search articles' }), 'blockchain');
    expect(screen.getByRole('heading', { name: 'No Posts Found' })).toBeInTheDocument();
    expect(
      screen.getByText('No blog posts match your current filters. Try adjusting your search criteria.'),
    ).toBeInTheDocument();
    expect(cards()).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(screen.getByRole('searchbox', { name: 'Search articles' })).toHaveValue('');
    expect(cards()).toHaveLength(4);
  });

  it('shows the empty state for a category without posts', async () => {
    renderPage('/blog/category/robotics');
    expect(await screen.findByRole('heading', { name: 'No Posts Found' })).toBeInTheDocument();
  });

  it('pages through 14 posts six at a time, each page at its own address', async () => {
    const { user, currentUrl } = renderPage('/blog', { store: manyPostsStore() });
    await screen.findByRole('heading', { level: 2, name: 'Field note 1' });
    const pagination = () => screen.getByRole('navigation', { name: 'Pagination' });
    expect(cardTitles()).toEqual([1, 2, 3, 4, 5, 6].map((n) => `Field note ${n}`));
    expect(within(pagination()).getByRole('link', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // The first page has no previous one: not a link.
    expect(within(pagination()).queryByRole('link', { name: /Previous/ })).not.toBeInTheDocument();
    expect(within(pagination()).getByRole('link', { name: 'Page 2' })).toHaveAttribute(
      'href',
      '/blog/page/2',
    );
    expect(screen.getByText('Showing 1–6 of 14 articles')).toBeInTheDocument();

    await user.click(within(pagination()).getByRole('link', { name: 'Page 2' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Field note 7' })).toBeInTheDocument();
    expect(currentUrl()).toBe('/blog/page/2');
    expect(cardTitles()).toEqual([7, 8, 9, 10, 11, 12].map((n) => `Field note ${n}`));
    expect(within(pagination()).getByRole('link', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(pagination()).getByRole('link', { name: 'Page 1' })).not.toHaveAttribute('aria-current');
    expect(screen.getByText('Showing 7–12 of 14 articles')).toBeInTheDocument();

    await user.click(within(pagination()).getByRole('link', { name: /Next/ }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Field note 13' })).toBeInTheDocument();
    expect(cardTitles()).toEqual(['Field note 13', 'Field note 14']);
    expect(within(pagination()).queryByRole('link', { name: /Next/ })).not.toBeInTheDocument();
    expect(screen.queryByText('Field note draft')).not.toBeInTheDocument();

    await user.click(within(pagination()).getByRole('link', { name: /Previous/ }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Field note 7' })).toBeInTheDocument();
    expect(currentUrl()).toBe('/blog/page/2');
  });

  it("pages within a category; the first version's ?category=&page= address moves there", async () => {
    const { currentUrl } = renderPage('/blog?category=Hosting&page=2', { store: manyPostsStore() });
    // 7 Hosting posts: page 2 holds the last one.
    expect(await screen.findByRole('heading', { level: 2, name: 'Field note 14' })).toBeInTheDocument();
    expect(cards()).toHaveLength(1);
    expect(currentUrl()).toBe('/blog/category/hosting/page/2');
    expect(screen.getByRole('heading', { level: 1, name: 'Hosting Articles' })).toBeInTheDocument();
  });

  it('shows the empty state with the way back for a page past the end', async () => {
    renderPage('/blog/page/9', { store: manyPostsStore() });
    expect(await screen.findByRole('heading', { name: 'No Posts Found' })).toBeInTheDocument();
    expect(screen.getByRole('main').querySelector('a[href="/blog"]')).not.toBeNull();
  });

  it('sends /blog/page/1 to /blog', async () => {
    const { currentUrl } = renderPage('/blog/page/1', { store: manyPostsStore() });
    expect(await screen.findByRole('heading', { level: 2, name: 'Field note 1' })).toBeInTheDocument();
    expect(currentUrl()).toBe('/blog');
  });

  it('shows six skeleton cards while the posts load', async () => {
    const base = createTestStore();
    const pending: DataStore = { ...base, list: () => new Promise(() => {}) };
    renderPage('/blog', { store: pending });
    const loading = await screen.findByText('Loading posts');
    expect(loading.closest('[role="status"]')).not.toBeNull();
    expect(screen.getAllByTestId('post-card-skeleton')).toHaveLength(6);
    expect(cards()).toHaveLength(0);
  });

  it('keeps the posts it shows when a later refresh fails (e.g. refused without an App Check token)', async () => {
    let failing = false;
    renderPage('/blog', { store: createTestStore({ failWhen: () => failing }) });
    expect(await screen.findByRole('heading', { level: 2, name: FAST_SITE })).toBeInTheDocument();

    failing = true;
    await getQueryClient().refetchQueries({ type: 'active' });
    await waitFor(() => expect(getQueryClient().isFetching()).toBe(0));
    expect(screen.getByRole('heading', { level: 2, name: FAST_SITE })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Error Loading Posts' })).not.toBeInTheDocument();
    expect(screen.queryByText('Failed to load blog posts. Please try again later.')).not.toBeInTheDocument();
  });

  it('shows the error state and toast when the posts cannot load, and recovers on Retry', async () => {
    let failing = true;
    const { user } = renderPage('/blog', { store: createTestStore({ failWhen: () => failing }) });
    expect(await screen.findByRole('heading', { name: 'Error Loading Posts' })).toBeInTheDocument();
    expect(await screen.findByText('Failed to load blog posts. Please try again later.')).toBeInTheDocument();

    failing = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 2, name: FAST_SITE })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Error Loading Posts' })).not.toBeInTheDocument();
  });
});

describe('the site search under the list', () => {
  it('finds a post by a word of its body (not in any title or summary), with the words matched', async () => {
    const { posts, projects } = seedSearchContent();
    const files = buildSearchIndex(posts, projects);
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        const body = files.get(url.replace('/_search/', ''));
        return body === undefined
          ? new Response('', { status: 404 })
          : new Response(body, { headers: { 'content-type': 'application/json' } });
      }),
    );
    const { user } = renderPage('/blog');
    await screen.findByRole('heading', { level: 2, name: FAST_SITE });
    await user.type(screen.getByRole('searchbox', { name: 'Search articles' }), 'signboard');
    // The list filters titles and summaries: nothing. The site search finds the body.
    expect(screen.getByRole('heading', { name: 'No Posts Found' })).toBeInTheDocument();
    const found = await screen.findByRole('region', { name: 'Across the site' });
    expect(within(found).getByRole('link', { name: LOCAL_SEO })).toHaveAttribute(
      'href',
      '/blog/local-seo-for-kashmir-tourism-businesses-a-practical-checklist',
    );
    expect(found).toHaveTextContent('Matched: signboard');
  });
});
