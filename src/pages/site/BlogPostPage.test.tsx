import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createTestStore, renderPage } from '@/testing/render';
import { resetVisitCounterForTesting } from '@/features/visits/visit-counter';
import { seedBlogPosts } from '@/data/seed';
import { absoluteUrl } from '@/seo/meta';
import type { DataStore } from '@/data/store';
import { readMonthStats, siteDayOf, VISIT_STATS, visitStatsIdsOf } from '@/data/models/visit-stats';

const FAST_SITE = 'Why a fast website wins more customers than a pretty one';
const LOCAL_SEO = 'Local SEO for Kashmir tourism businesses: a practical checklist';
const WORDPRESS = 'WordPress or a custom CMS? How we help clients decide';
const ML = 'Practical machine learning for small companies: start with your spreadsheet';

/** The seed posts' addresses (their slugs). */
const FAST_SITE_PATH = '/blog/why-a-fast-website-wins-more-customers-than-a-pretty-one';
const LOCAL_SEO_PATH = '/blog/local-seo-for-kashmir-tourism-businesses-a-practical-checklist';
const WORDPRESS_PATH = '/blog/wordpress-or-a-custom-cms-how-we-help-clients-decide';
const ML_PATH = '/blog/practical-machine-learning-for-small-companies-start-with-your-spreadsheet';
const DRAFT_PATH = '/blog/designing-for-the-phone-first-ux-lessons-from-indian-users';

const canonical = () => document.head.querySelector('link[rel="canonical"]')?.getAttribute('href');

/** The views of a post counted this month (the visit counter's statistics, all shards). */
async function countedViewsOf(store: DataStore, id: string): Promise<number> {
  const { month } = siteDayOf(Date.now());
  const shards = await Promise.all(visitStatsIdsOf(month).map((shard) => store.get(VISIT_STATS, shard)));
  return (
    readMonthStats(
      month,
      shards.map((shard) => shard?.data ?? null),
    ).posts[id] ?? 0
  );
}

describe('BlogPostPage', () => {
  it('shows the post header: title, date, author, category link, views and reading time', async () => {
    renderPage('/blog/1');
    expect(await screen.findByRole('heading', { level: 1, name: FAST_SITE })).toBeInTheDocument();
    const header = screen.getByRole('heading', { level: 1 }).closest('section')!;
    expect(within(header).getByText('14 October 2026')).toBeInTheDocument();
    expect(within(header).getByText('Aamir Bhat')).toBeInTheDocument();
    expect(within(header).getByRole('link', { name: 'Category: Web Development' })).toHaveAttribute(
      'href',
      '/blog/category/web-development',
    );
    expect(within(header).getByText(/min read$/)).toBeInTheDocument();
    // The stored views, as staff screens last added them up.
    expect(within(header).getByText('184 views')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`${FAST_SITE} | Blog | Chinar Digital`));
    expect(document.head.querySelector('meta[property="og:type"]')).toHaveAttribute('content', 'article');
  });

  it('is at the post’s slug address, which is also its canonical one', async () => {
    const { currentUrl: location } = renderPage(FAST_SITE_PATH);
    expect(await screen.findByRole('heading', { level: 1, name: FAST_SITE })).toBeInTheDocument();
    expect(location()).toBe(FAST_SITE_PATH);
    await waitFor(() => expect(canonical()).toBe(absoluteUrl(FAST_SITE_PATH)));
    expect(document.head.querySelector('meta[property="og:url"]')).toHaveAttribute(
      'content',
      absoluteUrl(FAST_SITE_PATH),
    );
  });

  it('moves an old /blog/<id> link to the slug address, counting one view by the post id', async () => {
    const store = createTestStore();
    const before = await countedViewsOf(store, '1');
    const { currentUrl: location } = renderPage('/blog/1', { store });
    expect(await screen.findByRole('heading', { level: 1, name: FAST_SITE })).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe(FAST_SITE_PATH));
    await waitFor(() => expect(canonical()).toBe(absoluteUrl(FAST_SITE_PATH)));
    await waitFor(async () => expect(await countedViewsOf(store, '1')).toBe(before + 1));
    // Give a second count every chance to happen before checking it did not: the move is the same view.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await countedViewsOf(store, '1')).toBe(before + 1);
  });

  it('shows the post loaded by id at once after the move, without loading it again', async () => {
    const base = createTestStore();
    // Loading by slug never finishes: whatever shows at the slug address came from the load by id.
    const store: DataStore = {
      ...base,
      list: (collection, options) =>
        options?.where?.some((filter) => filter.field === 'slug')
          ? new Promise(() => {})
          : base.list(collection, options),
    };
    const { currentUrl: location } = renderPage('/blog/1', { store });
    await waitFor(() => expect(location()).toBe(FAST_SITE_PATH));
    expect(await screen.findByRole('heading', { level: 1, name: FAST_SITE })).toBeInTheDocument();
    expect(screen.queryByText('Loading article')).not.toBeInTheDocument();
  });

  it('shows a post stored before slugs existed at its id address, which is then canonical', async () => {
    const store = createTestStore({
      seed: {
        blog_posts: {
          '42': {
            title: 'An older post without a slug',
            excerpt: 'From before readable addresses.',
            content: '<p>Still here.</p>',
            status: 'Published',
            date: '2025-01-01',
            createdAt: new Date('2025-01-01T08:00:00.000Z'),
          },
        },
      },
    });
    const { currentUrl: location } = renderPage('/blog/42', { store });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'An older post without a slug' }),
    ).toBeInTheDocument();
    expect(location()).toBe('/blog/42');
    await waitFor(() => expect(canonical()).toBe(absoluteUrl('/blog/42')));
  });

  it('finds a post by slug only when it is published', async () => {
    renderPage(DRAFT_PATH);
    expect(await screen.findByRole('heading', { level: 1, name: 'Blog Post Not Found' })).toBeInTheDocument();
    expect(screen.queryByText(/Designing for the phone first/)).not.toBeInTheDocument();
  });

  it('moves an address the post was renamed from to its current one, without reading it again', async () => {
    const base = createTestStore({
      seed: {
        blog_posts: {
          ...seedBlogPosts,
          '1': { ...seedBlogPosts['1']!, formerSlugs: ['fast-sites-win'] },
        },
      },
    });
    const bySlug: string[] = [];
    const store: DataStore = {
      ...base,
      list: (collection, options) => {
        const slug = options?.where?.find((filter) => filter.field === 'slug')?.value;
        if (typeof slug === 'string') bySlug.push(slug);
        return base.list(collection, options);
      },
    };
    const { currentUrl: location } = renderPage('/blog/fast-sites-win', { store });
    await waitFor(() => expect(location()).toBe(FAST_SITE_PATH));
    expect(await screen.findByRole('heading', { level: 1, name: FAST_SITE })).toBeInTheDocument();
    await waitFor(() => expect(canonical()).toBe(absoluteUrl(FAST_SITE_PATH)));
    // Found by its former slug once; its own address starts from that copy.
    expect(bySlug).toEqual(['fast-sites-win']);
  });

  it.each(['no-such-post', 'Not-A-Valid-Slug'])('shows "Blog Post Not Found" for /blog/%s', async (slug) => {
    renderPage(`/blog/${slug}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Blog Post Not Found' })).toBeInTheDocument();
    await waitFor(() =>
      expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toMatch(/noindex/),
    );
  });

  it('renders the body and links each tag to the filtered list', async () => {
    renderPage('/blog/1');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Speed is the first impression' }),
    ).toBeInTheDocument();
    const tags = screen.getByRole('navigation', { name: 'Tags' });
    expect(within(tags).getByRole('link', { name: 'performance' })).toHaveAttribute(
      'href',
      '/blog/tag/performance',
    );
    expect(within(tags).getByRole('link', { name: 'small business' })).toHaveAttribute(
      'href',
      '/blog/tag/small-business',
    );
    expect(within(tags).getByRole('link', { name: 'core web vitals' })).toHaveAttribute(
      'href',
      '/blog/tag/core-web-vitals',
    );
  });

  it('sanitizes the stored HTML body', async () => {
    const store = createTestStore({
      seed: {
        blog_posts: {
          ...seedBlogPosts,
          '42': {
            title: 'A post with hostile markup',
            excerpt: 'Testing the sanitizer.',
            content:
              '<p id="safe">Safe paragraph</p><img src=x onerror=alert(1)><script>window.hacked = true</script><a href="javascript:alert(2)">bad link</a>',
            status: 'Published',
            category: 'Security',
            date: '2026-11-01',
            tags: [],
            createdAt: new Date('2026-11-01T08:00:00.000Z'),
          },
        },
      },
    });
    const { container } = renderPage('/blog/42', { store });
    const paragraph = await screen.findByText('Safe paragraph');
    const body = paragraph.closest('.prose-content')!;
    expect(body.querySelector('script')).toBeNull();
    expect(container.querySelector('script:not([type="application/ld+json"])')).toBeNull();
    const image = body.querySelector('img')!;
    expect(image).not.toBeNull();
    expect(image.hasAttribute('onerror')).toBe(false);
    expect(within(body as HTMLElement).getByText('bad link')).not.toHaveAttribute(
      'href',
      'javascript:alert(2)',
    );
    expect((window as unknown as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('shares the canonical post address on Facebook, X and LinkedIn in a new tab', async () => {
    renderPage(FAST_SITE_PATH);
    await screen.findByRole('heading', { level: 1, name: FAST_SITE });
    const encoded = encodeURIComponent(absoluteUrl(FAST_SITE_PATH));
    const facebook = screen.getByRole('link', { name: /Share on Facebook/ });
    expect(facebook).toHaveAttribute('href', `https://www.facebook.com/sharer/sharer.php?u=${encoded}`);
    expect(facebook).toHaveAttribute('target', '_blank');
    expect(facebook).toHaveAttribute('rel', expect.stringContaining('noopener'));
    const twitter = screen.getByRole('link', { name: /Share on X/ });
    expect(twitter.getAttribute('href')).toContain(`https://twitter.com/intent/tweet?url=${encoded}`);
    expect(twitter.getAttribute('href')).toContain(`&text=${encodeURIComponent(FAST_SITE)}`);
    expect(screen.getByRole('link', { name: /Share on LinkedIn/ })).toHaveAttribute(
      'href',
      `https://www.linkedin.com/sharing/share-offsite/?url=${encoded}`,
    );
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
  });

  it('offers the Web Share API only where the browser has it', async () => {
    const calls: ShareData[] = [];
    Object.defineProperty(navigator, 'share', {
      configurable: true,
      value: async (data: ShareData) => {
        calls.push(data);
      },
    });
    try {
      const { user } = renderPage(FAST_SITE_PATH);
      await user.click(await screen.findByRole('button', { name: 'Share…' }));
      expect(calls).toEqual([{ title: FAST_SITE, url: absoluteUrl(FAST_SITE_PATH) }]);
    } finally {
      Reflect.deleteProperty(navigator, 'share');
    }
  });

  it('has no Web Share button where the browser lacks it, and copies the link', async () => {
    const { user } = renderPage(FAST_SITE_PATH);
    await screen.findByRole('heading', { level: 1, name: FAST_SITE });
    expect(screen.queryByRole('button', { name: 'Share…' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await navigator.clipboard.readText()).toBe(absoluteUrl(FAST_SITE_PATH));
    expect(await screen.findByRole('button', { name: 'Link copied' })).toBeInTheDocument();
  });

  it('lists the three most recent other published posts in the sidebar', async () => {
    renderPage(LOCAL_SEO_PATH);
    await screen.findByRole('heading', { level: 1, name: LOCAL_SEO });
    const sidebar = screen.getByRole('complementary', { name: 'Recent articles' });
    // The list loads after the post (its own query).
    await within(sidebar).findByRole('link', { name: FAST_SITE });
    const links = within(sidebar).getAllByRole('link', { name: /./ });
    const postLinks = links.filter((link) => link.getAttribute('href')?.startsWith('/blog/'));
    expect(postLinks.map((link) => link.textContent)).toEqual([FAST_SITE, WORDPRESS, ML]);
    expect(postLinks.map((link) => link.getAttribute('href'))).toEqual([
      FAST_SITE_PATH,
      WORDPRESS_PATH,
      ML_PATH,
    ]);
    expect(within(sidebar).queryByText(LOCAL_SEO)).not.toBeInTheDocument();
  });

  it('counts every view: a second visit counts again', async () => {
    const store = createTestStore();
    const before = await countedViewsOf(store, '1');
    const first = renderPage('/blog/1', { store });
    await screen.findByRole('heading', { level: 1, name: FAST_SITE });
    await waitFor(async () => expect(await countedViewsOf(store, '1')).toBe(before + 1));
    first.unmount();
    resetVisitCounterForTesting();

    renderPage('/blog/1', { store });
    await screen.findByRole('heading', { level: 1, name: FAST_SITE });
    await waitFor(async () => expect(await countedViewsOf(store, '1')).toBe(before + 2));
  });

  it('shows "Blog Post Not Found" for an unknown id', async () => {
    renderPage('/blog/999');
    expect(await screen.findByRole('heading', { level: 1, name: 'Blog Post Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Blog' })).toHaveAttribute('href', '/blog');
  });

  it('shows "Blog Post Not Found" for a draft and does not count a view', async () => {
    const store = createTestStore();
    const before = await countedViewsOf(store, '5');
    renderPage('/blog/5', { store });
    expect(await screen.findByRole('heading', { level: 1, name: 'Blog Post Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Blog' })).toHaveAttribute('href', '/blog');
    expect(screen.queryByText(/Designing for the phone first/)).not.toBeInTheDocument();
    // Suggestions of published posts instead.
    expect(await screen.findByRole('heading', { level: 3, name: FAST_SITE })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await countedViewsOf(store, '5')).toBe(before);
  });

  it('falls back to the placeholder image once when the cover fails to load', async () => {
    renderPage('/blog/1');
    const image = await screen.findByRole('img', { name: FAST_SITE });
    expect(image).toHaveAttribute('src', '/images/blog/web-performance-small-business.svg');
    expect(image).toHaveAttribute('width');
    expect(image).toHaveAttribute('height');
    fireEvent.error(image);
    expect(image).toHaveAttribute('src', '/images/placeholder.svg');
    expect(image).not.toHaveClass('invisible');
    // The placeholder failing too does not loop; the frame's background shows instead.
    fireEvent.error(image);
    expect(image).toHaveAttribute('src', '/images/placeholder.svg');
    expect(image).toHaveClass('invisible');
  });

  it('shows the error toast, an inline message and a working retry when loading fails', async () => {
    let failing = true;
    const { user } = renderPage('/blog/1', { store: createTestStore({ failWhen: () => failing }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Error Loading Post' })).toBeInTheDocument();
    expect(
      await screen.findByText('Failed to load the blog post. Please try again later.'),
    ).toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: FAST_SITE })).toBeInTheDocument();
  });

  it('shows a loading state until the post arrives', async () => {
    const base = createTestStore();
    renderPage('/blog/1', { store: { ...base, get: () => new Promise(() => {}) } });
    const loading = await screen.findByText('Loading article');
    expect(loading.closest('[role="status"]')).not.toBeNull();
  });
});
