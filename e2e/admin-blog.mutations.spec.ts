import type { Locator, Page } from '@playwright/test';
import { DEMO, signIn } from './support/admin';
import { listedTitles } from './support/blog';
import { readCollection, readDocument } from './support/data';
import { expect, test } from './support/mutations';

// The blog back office end to end: each test starts from a fresh seed (support/mutations.ts).

const TITLE = 'Chinar season: photographing Srinagar in autumn';
const NEW_TITLE = 'Chinar season: where to photograph Srinagar in autumn';

function postsTable(page: Page): Locator {
  return page.getByRole('region', { name: 'Blog posts' });
}

function row(page: Page, title: string): Locator {
  return postsTable(page).getByRole('row').filter({ hasText: title });
}

async function idOf(page: Page, title: string): Promise<string> {
  const posts = await readCollection(page, 'blog_posts');
  const id = Object.entries(posts).find(([, data]) => data.title === title)?.[0];
  if (!id) throw new Error(`No stored post titled "${title}"`);
  return id;
}

async function saveAndReturnToList(page: Page, button: 'Create Post' | 'Update Post', toast: string) {
  await page.getByRole('button', { name: button }).click();
  await expect(page.getByText(toast, { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/blog-posts$/);
}

async function setStatus(page: Page, id: string, status: 'Draft' | 'Published') {
  await page.goto(`/admin/blog-posts/${id}/edit`);
  await page.getByRole('combobox', { name: /Status/ }).selectOption(status);
  await saveAndReturnToList(page, 'Update Post', 'Post updated');
}

test('an editor drafts a post in the visual editor, publishes, edits, unpublishes and deletes it', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, DEMO.editor);
  await page.getByRole('link', { name: 'Blog Posts' }).first().click();
  await page.getByRole('link', { name: 'New Post' }).click();
  await expect(page.getByRole('heading', { name: 'New Post', level: 1 })).toBeVisible();

  await page.getByRole('textbox', { name: 'Title' }).fill(TITLE);
  await page
    .getByRole('textbox', { name: /Excerpt/ })
    .fill(
      'Where and when to catch the chinar trees of Srinagar at their reddest, and how to photograph them.',
    );
  await page.getByRole('combobox', { name: /Category/ }).fill('Photography');
  await page.getByRole('textbox', { name: /Tags/ }).fill('autumn,  photography , ,srinagar');

  // The visual editor: keyboard shortcuts and toolbar buttons.
  const editor = page.getByRole('textbox', { name: 'Content' });
  await editor.click();
  await page.keyboard.type('The chinar leaves turn ');
  await page.keyboard.press('Control+b');
  await page.keyboard.type('crimson');
  await page.keyboard.press('Control+b');
  await page.keyboard.type(' in November.');
  await page.keyboard.press('Enter');
  const toolbar = page.getByRole('toolbar', { name: 'Formatting' });
  await toolbar.getByRole('button', { name: 'Heading 2' }).click();
  await expect(toolbar.getByRole('button', { name: 'Heading 2' })).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.type('Where to go');
  await page.keyboard.press('Enter');
  await toolbar.getByRole('button', { name: 'Bulleted list' }).click();
  await page.keyboard.type('Naseem Bagh');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Nishat Bagh');
  await expect(editor.locator('strong')).toHaveText('crimson');
  await expect(editor.locator('h2')).toHaveText('Where to go');
  await expect(editor.locator('li')).toHaveText(['Naseem Bagh', 'Nishat Bagh']);
  // Tab moves on instead of typing a tab character.
  await page.keyboard.press('Tab');
  await expect(editor).not.toBeFocused();

  // The preview shows it as the public page will.
  await page.getByRole('tab', { name: 'Preview' }).click();
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview.getByRole('heading', { name: TITLE, level: 1 })).toBeVisible();
  await expect(preview.getByRole('heading', { name: 'Where to go', level: 2 })).toBeVisible();
  await page.getByRole('tab', { name: 'Edit' }).click();

  await saveAndReturnToList(page, 'Create Post', 'Post created');
  await expect(row(page, TITLE)).toContainText('Draft');
  await expect(row(page, TITLE)).toContainText('Photography');
  const id = await idOf(page, TITLE);
  expect(id).toMatch(/^\d+$/);
  const created = await readDocument(page, 'blog_posts', id);
  expect(created).toMatchObject({
    status: 'Draft',
    category: 'Photography',
    author: 'Saima Mir',
    tags: ['autumn', 'photography', 'srinagar'],
    views: 0,
  });
  expect(created?.content).toBe(
    '<p>The chinar leaves turn <strong>crimson</strong> in November.</p><h2>Where to go</h2><ul><li>Naseem Bagh</li><li>Nishat Bagh</li></ul>',
  );

  // A draft is not public.
  await page.goto('/blog');
  await expect(page.getByRole('link', { name: /^Read More about / }).first()).toBeVisible();
  expect(await listedTitles(page)).not.toContain(TITLE);
  await page.goto(`/blog/${id}`);
  await expect(page.getByRole('heading', { name: 'Blog Post Not Found' })).toBeVisible();

  // Published: on the blog and readable.
  await setStatus(page, id, 'Published');
  await expect(row(page, TITLE)).toContainText('Published');
  await page.goto('/blog');
  await expect.poll(() => listedTitles(page)).toContain(TITLE);
  // Published after the demo was built: no prerendered page, so the app renders it, at its slug address.
  await page.goto('/blog/chinar-season-photographing-srinagar-in-autumn');
  await expect(page.getByRole('heading', { name: TITLE, level: 1 })).toBeVisible();
  await expect(page.locator('article strong')).toHaveText('crimson');
  await page.goto(`/blog/${id}`);
  await expect(page).toHaveURL(/\/blog\/chinar-season-photographing-srinagar-in-autumn$/);
  await expect(page.getByRole('heading', { name: TITLE, level: 1 })).toBeVisible();

  // Edited: the public page changes.
  await page.goto(`/admin/blog-posts/${id}/edit`);
  await page.getByRole('textbox', { name: 'Title' }).fill(NEW_TITLE);
  await editor.click();
  await page.keyboard.press('Control+End');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Go early: the light is softest before nine.');
  await saveAndReturnToList(page, 'Update Post', 'Post updated');
  await page.goto(`/blog/${id}`);
  await expect(page.getByRole('heading', { name: NEW_TITLE, level: 1 })).toBeVisible();
  await expect(page.getByText('Go early: the light is softest before nine.')).toBeVisible();

  // Unpublished: gone from the blog again.
  await page.goto('/admin/blog-posts');
  await setStatus(page, id, 'Draft');
  await page.goto(`/blog/${id}`);
  await expect(page.getByRole('heading', { name: 'Blog Post Not Found' })).toBeVisible();

  // Deleted.
  await page.goto('/admin/blog-posts');
  await page.getByRole('button', { name: `Delete ${NEW_TITLE}` }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete Blog Post' });
  await expect(dialog).toContainText(
    'Are you sure you want to delete this blog post? This action cannot be undone.',
  );
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Post deleted', { exact: true })).toBeVisible();
  await expect(row(page, NEW_TITLE)).toHaveCount(0);
  await expect.poll(() => readDocument(page, 'blog_posts', id)).toBeNull();
});

test('links and images go in through labelled dialogs; HTML source keeps the content', async ({ page }) => {
  await signIn(page, DEMO.editor);
  await page.goto('/admin/blog-posts/new');
  const editor = page.getByRole('textbox', { name: 'Content' });
  await editor.click();
  await page.keyboard.type('Read ');
  await page.keyboard.press('Control+k');
  const linkDialog = page.getByRole('dialog', { name: 'Insert link' });
  await linkDialog.getByRole('textbox', { name: /Link text/ }).fill('our guide');
  await linkDialog.getByRole('textbox', { name: 'Web address' }).fill('javascript:alert(1)');
  await linkDialog.getByRole('button', { name: 'Insert link' }).click();
  await expect(
    linkDialog.getByText('Please enter a full URL starting with http:// or https://'),
  ).toBeVisible();
  await linkDialog.getByRole('textbox', { name: 'Web address' }).fill('https://example.com/guide');
  await linkDialog.getByRole('button', { name: 'Insert link' }).click();
  await expect(linkDialog).toBeHidden();
  await expect(editor.getByRole('link', { name: 'our guide' })).toHaveAttribute(
    'href',
    'https://example.com/guide',
  );
  await expect(editor).toBeFocused();

  await page.getByRole('toolbar', { name: 'Formatting' }).getByRole('button', { name: 'Image' }).click();
  const imageDialog = page.getByRole('dialog', { name: 'Insert image' });
  await imageDialog
    .getByRole('textbox', { name: 'Image address' })
    .fill('https://images.example.com/chinar.jpg');
  await imageDialog.getByRole('textbox', { name: 'Alt text' }).fill('Chinar leaves on the ground');
  await imageDialog.getByRole('button', { name: 'Insert image' }).click();
  await expect(editor.getByRole('img', { name: 'Chinar leaves on the ground' })).toBeAttached();

  await page.getByRole('button', { name: 'HTML source' }).click();
  const source = page.getByRole('textbox', { name: 'Content' });
  await expect(source).toHaveValue(/<a href="https:\/\/example.com\/guide"[^>]*>our guide<\/a>/);
  await expect(source).toHaveValue(
    /<img src="https:\/\/images.example.com\/chinar.jpg" alt="Chinar leaves on the ground">/,
  );
  await source.fill('<p>Typed as <em>HTML</em></p>');
  await page.getByRole('button', { name: 'HTML source' }).click();
  await expect(page.getByRole('textbox', { name: 'Content' }).locator('em')).toHaveText('HTML');
});

test('leaving a form with unsaved changes asks first (useBlocker: a link, Cancel, Back; Logout; closing the tab)', async ({
  page,
}) => {
  await signIn(page, DEMO.editor);
  await page.goto('/admin/blog-posts/new');
  await page.getByRole('textbox', { name: 'Title' }).fill('Half-written thoughts');

  // A link in the app.
  await page.getByRole('link', { name: 'Dashboard' }).first().click();
  const prompt = page.getByRole('alertdialog', { name: 'Discard unsaved changes?' });
  await expect(prompt).toBeVisible();
  await prompt.getByRole('button', { name: 'Keep editing' }).click();
  await expect(page).toHaveURL(/\/admin\/blog-posts\/new$/);
  await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue('Half-written thoughts');

  // The form's Cancel.
  await page.getByRole('button', { name: 'Cancel' }).click();
  await prompt.getByRole('button', { name: 'Leave without saving' }).click();
  await expect(page).toHaveURL(/\/admin\/blog-posts$/);
  expect(Object.values(await readCollection(page, 'blog_posts'))).toHaveLength(5);

  // The browser's Back button, after arriving from the list: the move is undone until confirmed.
  await page.getByRole('link', { name: 'New Post' }).click();
  await page.getByRole('textbox', { name: 'Title' }).fill('Back and forth');
  await page.evaluate(() => window.history.back());
  await expect(prompt).toBeVisible();
  await prompt.getByRole('button', { name: 'Keep editing' }).click();
  await expect(page).toHaveURL(/\/admin\/blog-posts\/new$/);
  await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue('Back and forth');
  await page.evaluate(() => window.history.back());
  await prompt.getByRole('button', { name: 'Leave without saving' }).click();
  await expect(page).toHaveURL(/\/admin\/blog-posts$/);
  await expect(page.getByRole('heading', { name: 'Blog Posts', level: 1 })).toBeVisible();

  // Logout, which is not a navigation: it asks too, and signs out only once confirmed.
  await page.getByRole('link', { name: 'New Post' }).click();
  await page.getByRole('textbox', { name: 'Title' }).fill('Before logging out');
  await page.getByRole('button', { name: 'Logout' }).click();
  await prompt.getByRole('button', { name: 'Keep editing' }).click();
  await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue('Before logging out');
  await expect(page).toHaveURL(/\/admin\/blog-posts\/new$/);

  // Closing the tab: the browser's own prompt.
  await page.goto('/admin/blog-posts/new');
  await page.getByRole('textbox', { name: 'Title' }).fill('Another draft');
  const unloadPrompt = page.waitForEvent('dialog');
  await page.close({ runBeforeUnload: true });
  const dialog = await unloadPrompt;
  expect(dialog.type()).toBe('beforeunload');
  await dialog.accept();
});

test('the read-only role sees the posts without any write controls', async ({ page }) => {
  await signIn(page, DEMO.viewer);
  await page.goto('/admin/blog-posts');
  await expect(page.getByRole('heading', { name: 'Blog Posts', level: 1 })).toBeVisible();
  await expect(postsTable(page).getByRole('row')).toHaveCount(6);
  await expect(page.getByRole('link', { name: 'New Post' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /^Edit / })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Delete / })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /^View / })).toHaveCount(4);

  await page.goto('/admin/blog-posts/new');
  await expect(page.getByText('View only', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/blog-posts$/);
});
