/** The blog's seed posts and locators, shared by blog.spec.ts and blog.mutations.spec.ts. */
import { expect, type Locator, type Page } from '@playwright/test';

/** The published seed posts, newest first, and the Draft one (src/data/seed/blog-posts.ts). */
export const posts = {
  fast: {
    id: '1',
    path: '/blog/why-a-fast-website-wins-more-customers-than-a-pretty-one',
    title: 'Why a fast website wins more customers than a pretty one',
    author: 'Aamir Bhat',
    category: 'Web Development',
    date: '14 October 2026',
    views: 184,
  },
  seo: {
    id: '2',
    path: '/blog/local-seo-for-kashmir-tourism-businesses-a-practical-checklist',
    title: 'Local SEO for Kashmir tourism businesses: a practical checklist',
  },
  cms: {
    id: '3',
    path: '/blog/wordpress-or-a-custom-cms-how-we-help-clients-decide',
    title: 'WordPress or a custom CMS? How we help clients decide',
  },
  ml: {
    id: '4',
    path: '/blog/practical-machine-learning-for-small-companies-start-with-your-spreadsheet',
    title: 'Practical machine learning for small companies: start with your spreadsheet',
  },
} as const;
/** Each post's address (its slug), newest first. */
export const publishedPaths = [posts.fast.path, posts.seo.path, posts.cms.path, posts.ml.path];
export const publishedTitles = [posts.fast.title, posts.seo.title, posts.cms.title, posts.ml.title];
export const draftTitle = 'Designing for the phone first: UX lessons from Indian users';

export function readMoreLinks(page: Page): Locator {
  return page.getByRole('link', { name: /^Read More about / });
}

export async function listedTitles(page: Page): Promise<string[]> {
  // "Read More" shows; "about <title>" is visually hidden text inside the link.
  const labels = await readMoreLinks(page).evaluateAll((links) => links.map((link) => link.textContent));
  return labels.map((label) =>
    String(label)
      .trim()
      .replace(/^Read More about /, ''),
  );
}

export function search(page: Page): Locator {
  return page.getByRole('search').getByRole('searchbox', { name: 'Search articles' });
}

/** The seed's Draft post (id 5) and its address. */
export const draft = {
  id: '5',
  path: '/blog/designing-for-the-phone-first-ux-lessons-from-indian-users',
  title: draftTitle,
} as const;

/** Saves a post in the editor (signed in as staff) with a new status and/or URL slug. */
export async function editPost(
  page: Page,
  id: string,
  change: { status?: 'Draft' | 'Published'; slug?: string },
): Promise<void> {
  await page.goto(`/admin/blog-posts/${id}/edit`);
  if (change.status) await page.getByRole('combobox', { name: /Status/ }).selectOption(change.status);
  if (change.slug) await page.getByLabel('URL slug').fill(change.slug);
  await page.getByRole('button', { name: 'Update Post' }).click();
  await expect(page.getByText('Post updated', { exact: true })).toBeVisible();
}
