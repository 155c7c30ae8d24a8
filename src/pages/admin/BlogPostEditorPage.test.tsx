import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DataStore } from '@/data/store';
import { currentContent, seedRevisions } from '@/testing/history-fixtures';
import { formatDateTimeToSecond } from '@/lib/dates';
import { todayIsoDate } from '@/lib/utils';
import { setStore } from '@/data/store';
import { setAuditActor } from '@/data/repos/audit-actor';
import { createPost } from '@/data/repos/blog-post-writes';
import { SCHEDULE_LIMITS } from '@/data/models/schedule';
import { createTestStore } from '@/testing/render';
import { DEMO, renderAdmin } from '@/testing/render-admin';

// The rich-text editors load Quill when they open (the editors' budget); here it loads with the test file, so
// that the first editor a test opens does not also wait on a cold compile of it (past 10 s on a busy CI).
await import('@/components/admin/rich-text-editor/quill-editor');

afterEach(() => {
  toast.dismiss();
  vi.restoreAllMocks();
});

const field = (name: string | RegExp) => screen.getByRole('textbox', { name });

/** Puts text into a field at once (typing long text key by key makes the tests slow). */
async function fill(user: UserEvent, element: HTMLElement, text: string) {
  await user.clear(element);
  await user.click(element);
  await user.paste(text);
}

/** Types into the content's HTML source box (the visual editor is covered by the e2e tests). */
async function typeContent(user: UserEvent, html: string) {
  const toolbar = screen.getByRole('toolbar', { name: 'Formatting' });
  const source = within(toolbar).getByRole('button', { name: 'HTML source' });
  if (source.getAttribute('aria-pressed') !== 'true') await user.click(source);
  const box = field('Content');
  await user.clear(box);
  // user.type reads { and [ as key descriptors; paste the markup instead.
  box.focus();
  await user.paste(html);
}

/**
 * Holds one store operation on blog posts until the returned release() is called. Saves are batches (the
 * post with its slugs record, revision and audit entry).
 */
function hold(store: DataStore, operation: 'batch' | 'update' | 'get') {
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const original = store[operation].bind(store) as (first: unknown, ...rest: unknown[]) => Promise<unknown>;
  const onPosts = (first: unknown) =>
    Array.isArray(first)
      ? first.some((write: { collection: string }) => write.collection === 'blog_posts')
      : first === 'blog_posts';
  vi.spyOn(store, operation).mockImplementation((async (first: unknown, ...rest: unknown[]) => {
    if (onPosts(first)) await gate;
    return original(first, ...rest);
  }) as never);
  return () => release();
}

const FAST_SITE_SLUG = 'why-a-fast-website-wins-more-customers-than-a-pretty-one';
const slugField = () => field('URL slug');

async function openNewPost(options: { store?: DataStore } = {}) {
  const result = renderAdmin('/admin/blog-posts/new', { signedInAs: DEMO.editor, ...options });
  expect(await screen.findByRole('heading', { name: 'New Post', level: 1 })).toBeInTheDocument();
  return result;
}

describe('BlogPostEditorPage: new post', () => {
  it('creates a Draft with the defaults, split tags and sanitized content, then returns to the list', async () => {
    const store = createTestStore();
    const { user, location } = await openNewPost({ store });
    expect(screen.getByRole('combobox', { name: /Status/ })).toHaveValue('Draft');
    await fill(user, field('Title'), 'Winter travel guides that convert');
    await user.type(field(/Tags/), ' winter,  tourism ,, seo ,');
    await typeContent(
      user,
      '<p>Snow <script>alert(1)</script><img src="x.png" onerror="alert(2)" alt="Snow"></p>',
    );

    const release = hold(store, 'batch');
    await user.click(screen.getByRole('button', { name: 'Create Post' }));
    expect(await screen.findByRole('button', { name: 'Creating...' })).toBeDisabled();
    release();

    expect(await screen.findByText('Post created')).toBeInTheDocument();
    expect(screen.getByText('Your blog post has been successfully created.')).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/admin/blog-posts'));
    expect(await screen.findByText('Winter travel guides that convert')).toBeInTheDocument();

    const saved = await store.get('blog_posts', '6');
    expect(saved?.data).toMatchObject({
      title: 'Winter travel guides that convert',
      status: 'Draft',
      category: 'Uncategorized',
      author: 'Saima Mir',
      image: '/images/placeholder.svg',
      excerpt: '',
      views: 0,
      date: todayIsoDate(),
      tags: ['winter', 'tourism', 'seo'],
      content: '<p>Snow <img src="x.png" alt="Snow"></p>',
    });
    expect(saved?.data.createdAt).toBeInstanceOf(Date);
    expect(saved?.data.updatedAt).toBeInstanceOf(Date);
    // Its address came from the title.
    expect(saved?.data.slug).toBe('winter-travel-guides-that-convert');
    expect((await store.get('slugs', 'winter-travel-guides-that-convert'))?.data).toEqual({ postId: '6' });
  }, 30_000);

  it('offers the existing categories as suggestions', async () => {
    await openNewPost();
    const category = screen.getByRole('combobox', { name: /Category/ });
    const suggestions = document.getElementById(category.getAttribute('list') ?? '');
    await waitFor(() =>
      expect([...(suggestions?.querySelectorAll('option') ?? [])].map((option) => option.value)).toEqual([
        'Machine Learning',
        'SEO',
        'Web Development',
      ]),
    );
  });

  it('requires a title and an http(s) image address, and saves nothing until they are right', async () => {
    const store = createTestStore();
    const create = vi.spyOn(store, 'batch');
    const { user } = await openNewPost({ store });
    await user.type(field(/Image URL/), 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Create Post' }));
    expect(await screen.findByText('Title is required')).toBeInTheDocument();
    expect(field('Title')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Please enter a full URL starting with http:// or https://')).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
    await waitFor(() => expect(field('Title')).toHaveFocus());
    // The messages follow the typing once shown.
    await user.type(field('Title'), 'Now titled');
    expect(screen.queryByText('Title is required')).not.toBeInTheDocument();
    await fill(user, field(/Image URL/), 'https://images.example.com/cover.jpg');
    expect(screen.queryByText(/Please enter a full URL/)).not.toBeInTheDocument();
  });

  it('keeps what was typed when creating fails', async () => {
    const store = createTestStore({
      failWhen: (operation, collection) => operation === 'create' && collection === 'blog_posts',
    });
    const { user, location } = await openNewPost({ store });
    await user.type(field('Title'), 'A post that will not save');
    await user.type(field(/Excerpt/), 'Kept after the failure.');
    await user.click(screen.getByRole('button', { name: 'Create Post' }));
    expect(await screen.findByText('Error creating post')).toBeInTheDocument();
    expect(screen.getByText('There was an error creating your post. Please try again.')).toBeInTheDocument();
    expect(location()).toBe('/admin/blog-posts/new');
    expect(field('Title')).toHaveValue('A post that will not save');
    expect(field(/Excerpt/)).toHaveValue('Kept after the failure.');
    expect(screen.getByRole('button', { name: 'Create Post' })).toBeEnabled();
  });

  it('previews the post as the public page renders it, drafts included', async () => {
    const { user } = await openNewPost();
    await fill(user, field('Title'), 'Preview me before publishing');
    await fill(user, field(/Excerpt/), 'A short summary.');
    await user.type(field(/Tags/), 'kashmir, design');
    await typeContent(user, '<h2>First section</h2><p>Body text<script>alert(1)</script></p>');

    await user.click(screen.getByRole('tab', { name: 'Preview' }));
    // The preview renders with the public page's code, downloaded on first use: slow on a busy machine.
    const preview = await screen.findByRole('region', { name: 'Preview' }, { timeout: 10_000 });
    expect(
      within(preview).getByRole('heading', { name: 'Preview me before publishing', level: 1 }),
    ).toBeInTheDocument();
    expect(within(preview).getByRole('heading', { name: 'First section', level: 2 })).toBeInTheDocument();
    expect(within(preview).getByText('A short summary.')).toBeInTheDocument();
    expect(within(preview).getByText('Draft')).toBeInTheDocument();
    expect(within(preview).getByRole('link', { name: 'kashmir' })).toBeInTheDocument();
    expect(within(preview).getByRole('link', { name: 'Category: Uncategorized' })).toBeInTheDocument();
    expect(preview.querySelector('script')).toBeNull();
    // The form keeps its values behind the preview.
    await user.click(screen.getByRole('tab', { name: 'Edit' }));
    expect(field('Title')).toHaveValue('Preview me before publishing');
  }, 30_000);

  it('updates the pre-publish checklist as you type', async () => {
    const { user } = await openNewPost();
    const checklist = screen.getByRole('list', { name: 'Checklist' });
    const item = (label: string) =>
      within(checklist)
        .getAllByRole('listitem')
        .find((entry) => entry.textContent?.includes(label))!;
    expect(item('Title length')).toHaveTextContent('To check: Title length');
    expect(item('Title length')).toHaveTextContent('Add a title');
    expect(item('Excerpt as meta description')).toHaveTextContent('No excerpt');
    expect(item('Cover image')).toHaveTextContent('None yet');
    expect(item('Alt text on images')).toHaveTextContent('Good: Alt text on images');
    expect(item('One main heading')).toHaveTextContent('Good: One main heading');

    await user.type(field('Title'), 'Short title');
    await waitFor(() => expect(item('Title length')).toHaveTextContent('11 characters: a little short'));
    await fill(user, field('Title'), 'Short title that now fits search results');
    await waitFor(() => expect(item('Title length')).toHaveTextContent('Good: Title length'));

    await fill(user, field(/Excerpt/), 'x'.repeat(80));
    await waitFor(() =>
      expect(item('Excerpt as meta description')).toHaveTextContent('80 characters: a good length'),
    );
    await fill(user, field(/Image URL/), 'https://images.example.com/cover.jpg');
    await waitFor(() => expect(item('Cover image')).toHaveTextContent('Good: Cover image'));

    await typeContent(user, '<h1>Second title</h1><p><img src="https://images.example.com/a.png"></p>');
    await waitFor(() => expect(item('One main heading')).toHaveTextContent('an H1 heading'));
    expect(item('Alt text on images')).toHaveTextContent('1 of 1 image without alt text');
    expect(screen.getByText('3 of 5 look good. Advice only: you can save at any time.')).toBeInTheDocument();
  });

  it('shows a live thumbnail of the image address and says when it cannot load', async () => {
    const { user } = await openNewPost();
    expect(screen.getByText('No image yet: the placeholder will be used.')).toBeInTheDocument();
    await user.type(field(/Image URL/), 'not a url');
    expect(screen.getByText('Enter a full address to see a preview.')).toBeInTheDocument();
    await fill(user, field(/Image URL/), 'https://images.example.com/cover.jpg');
    const thumbnail = screen
      .getByText('Preview of the cover image.')
      .closest('figure')!
      .querySelector('img')!;
    expect(thumbnail).toHaveAttribute('src', 'https://images.example.com/cover.jpg');
    fireEvent.error(thumbnail);
    expect(screen.getByText('The image could not be loaded from this address.')).toBeInTheDocument();
  });

  it('keeps the content when switching between the HTML source and the visual editor', async () => {
    const { user } = await openNewPost();
    await typeContent(user, '<p>Kept across modes</p>');
    await user.click(screen.getByRole('button', { name: 'HTML source' }));
    await waitFor(() => expect(field('Content')).toHaveTextContent('Kept across modes'));
    expect(field('Content')).toHaveAttribute('contenteditable', 'true');
    await user.click(screen.getByRole('button', { name: 'HTML source' }));
    expect(field('Content')).toHaveValue('<p>Kept across modes</p>');
  });
});

describe('BlogPostEditorPage: the URL slug', () => {
  it('follows the title of a new post until edited, with the address shown under it', async () => {
    const { user } = await openNewPost();
    expect(slugField()).toHaveValue('');
    await user.type(field('Title'), 'Crème brûlée: a Srinagar guide');
    expect(slugField()).toHaveValue('creme-brulee-a-srinagar-guide');
    expect(slugField()).toHaveAccessibleDescription(
      expect.stringContaining('/blog/creme-brulee-a-srinagar-guide'),
    );
    expect(screen.getByText('/blog/creme-brulee-a-srinagar-guide')).toBeInTheDocument();
    expect(screen.getByText(/Follows the title until you change it/)).toBeInTheDocument();

    // Edited by hand, it stays put.
    await fill(user, slugField(), 'srinagar-desserts');
    await user.type(field('Title'), ' (updated)');
    expect(slugField()).toHaveValue('srinagar-desserts');
    expect(screen.getByText('/blog/srinagar-desserts')).toBeInTheDocument();

    // Emptied, it follows the title again.
    await user.clear(slugField());
    expect(screen.getByText('/blog/creme-brulee-a-srinagar-guide-updated')).toBeInTheDocument();
    await user.type(field('Title'), '!');
    expect(slugField()).toHaveValue('creme-brulee-a-srinagar-guide-updated');
  });

  it('saves the slug typed for a new post', async () => {
    const store = createTestStore();
    const { user, location } = await openNewPost({ store });
    await user.type(field('Title'), 'Winter travel');
    await fill(user, slugField(), 'winter-in-kashmir');
    await user.click(screen.getByRole('button', { name: 'Create Post' }));
    await waitFor(() => expect(location()).toBe('/admin/blog-posts'));
    expect((await store.get('blog_posts', '6'))?.data.slug).toBe('winter-in-kashmir');
    expect((await store.get('slugs', 'winter-in-kashmir'))?.data).toEqual({ postId: '6' });
  });

  it('says on the field when the slug is another post’s, keeps everything typed and saves nothing', async () => {
    const store = createTestStore();
    const batch = vi.spyOn(store, 'batch');
    const { user, location } = await openNewPost({ store });
    await user.type(field('Title'), 'Why a fast website wins more customers than a pretty one');
    expect(slugField()).toHaveValue(FAST_SITE_SLUG);
    await user.type(field(/Excerpt/), 'Kept after the check.');
    await user.click(screen.getByRole('button', { name: 'Create Post' }));

    expect(await screen.findByText('That URL is already used by another post')).toBeInTheDocument();
    expect(slugField()).toHaveAttribute('aria-invalid', 'true');
    expect(slugField()).toHaveAccessibleDescription(
      expect.stringContaining('That URL is already used by another post'),
    );
    await waitFor(() => expect(slugField()).toHaveFocus());
    expect(batch).not.toHaveBeenCalled();
    expect(location()).toBe('/admin/blog-posts/new');
    expect(field('Title')).toHaveValue('Why a fast website wins more customers than a pretty one');
    expect(field(/Excerpt/)).toHaveValue('Kept after the check.');
    expect(await store.get('blog_posts', '6')).toBeNull();

    // Another address clears the message and saves.
    await user.type(slugField(), '-again');
    expect(screen.queryByText('That URL is already used by another post')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create Post' }));
    await waitFor(() => expect(location()).toBe('/admin/blog-posts'));
    expect((await store.get('blog_posts', '6'))?.data.slug).toBe(`${FAST_SITE_SLUG}-again`);
  });

  it('shows the message when another post takes the address while saving', async () => {
    const store = createTestStore();
    const { user, location } = await openNewPost({ store });
    await user.type(field('Title'), 'Contested');
    // The check before saving finds it free; someone takes it before the save.
    const get = store.get.bind(store);
    let checked = false;
    vi.spyOn(store, 'get').mockImplementation(async (collection, id) => {
      const doc = await get(collection, id);
      if (collection === 'slugs' && id === 'contested' && !checked) {
        checked = true;
        await store.create('slugs', 'contested', { postId: '99' });
      }
      return doc;
    });
    await user.click(screen.getByRole('button', { name: 'Create Post' }));
    expect(await screen.findByText('That URL is already used by another post')).toBeInTheDocument();
    expect(location()).toBe('/admin/blog-posts/new');
    expect(await store.get('blog_posts', '6')).toBeNull();
  });

  it('checks the slug’s form on save', async () => {
    const { user } = await openNewPost();
    await user.type(field('Title'), 'A title');
    await fill(user, slugField(), 'Not a slug!');
    await user.click(screen.getByRole('button', { name: 'Create Post' }));
    expect(
      await screen.findByText('Use lowercase letters, digits and dashes (e.g. my-first-post)'),
    ).toBeInTheDocument();
    await waitFor(() => expect(slugField()).toHaveFocus());
  });

  it('shows the stored slug when editing, which the title no longer changes', async () => {
    const store = createTestStore();
    const { user, location } = renderAdmin('/admin/blog-posts/1/edit', { signedInAs: DEMO.editor, store });
    await waitFor(() => expect(slugField()).toHaveValue(FAST_SITE_SLUG));
    expect(screen.getByText(/links to the old one lead to the new one/)).toBeInTheDocument();
    await fill(user, field('Title'), 'A brand new title');
    expect(slugField()).toHaveValue(FAST_SITE_SLUG);

    // Its own slug is not "taken"; another post's is.
    await fill(user, slugField(), 'local-seo-for-kashmir-tourism-businesses-a-practical-checklist');
    const batch = vi.spyOn(store, 'batch');
    await user.click(screen.getByRole('button', { name: 'Update Post' }));
    expect(await screen.findByText('That URL is already used by another post')).toBeInTheDocument();
    expect(batch).not.toHaveBeenCalled();

    await fill(user, slugField(), 'fast-websites');
    await user.click(screen.getByRole('button', { name: 'Update Post' }));
    await waitFor(() => expect(location()).toBe('/admin/blog-posts'));
    expect((await store.get('blog_posts', '1'))?.data).toMatchObject({
      title: 'A brand new title',
      slug: 'fast-websites',
    });
    expect((await store.get('slugs', 'fast-websites'))?.data).toEqual({ postId: '1' });
    // The old address stays the post's: it leads to the new one (formerSlugs), and no other post takes it.
    expect((await store.get('slugs', FAST_SITE_SLUG))?.data).toEqual({ postId: '1' });
    expect((await store.get('blog_posts', '1'))?.data.formerSlugs).toEqual([FAST_SITE_SLUG]);
  });

  it('says when published changes reach search engines', async () => {
    await openNewPost();
    expect(
      screen.getByText(
        'Published changes show on the site at once; search engines and link previews see them after the next deploy.',
      ),
    ).toBeInTheDocument();
  });
});

describe('BlogPostEditorPage: unsaved changes', () => {
  it('leaves at once with nothing changed', async () => {
    const { user, location } = await openNewPost();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(location()).toBe('/admin/blog-posts'));
  });

  it('asks before Cancel or a link drops unsaved changes, and before the tab is closed', async () => {
    const { user, location } = await openNewPost();
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    await user.type(field('Title'), 'Half-written');
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    expect(unload()).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Discard unsaved changes?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(location()).toBe('/admin/blog-posts/new');
    expect(field('Title')).toHaveValue('Half-written');

    await user.click(screen.getByRole('link', { name: 'Dashboard' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Discard unsaved changes?' });
    expect(location()).toBe('/admin/blog-posts/new');
    await user.click(within(dialog).getByRole('button', { name: 'Leave without saving' }));
    await waitFor(() => expect(location()).toBe('/admin'));
    // Once the dashboard shows (the editor gone with its guard), closing the tab asks nothing.
    await screen.findByRole('heading', { name: 'Dashboard', level: 1 });
    expect(unload()).toBe(false);
  });
});

describe('BlogPostEditorPage: editing', () => {
  it('shows Loading... until the post is found, then its values', async () => {
    const store = createTestStore();
    const release = hold(store, 'get');
    renderAdmin('/admin/blog-posts/1/edit', { signedInAs: DEMO.editor, store });
    expect(await screen.findByRole('heading', { name: 'Edit Post', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    release();

    await waitFor(() =>
      expect(field('Title')).toHaveValue('Why a fast website wins more customers than a pretty one'),
    );
    expect(screen.getByRole('combobox', { name: /Category/ })).toHaveValue('Web Development');
    expect(field(/Tags/)).toHaveValue('performance, small business, core web vitals');
    expect(field(/Image URL/)).toHaveValue('/images/blog/web-performance-small-business.svg');
    expect(screen.getByRole('combobox', { name: /Status/ })).toHaveValue('Published');
    expect(screen.getByRole('button', { name: 'Update Post' })).toBeInTheDocument();
    await waitFor(() => expect(field('Content')).toHaveTextContent('Speed is the first impression'));
  });

  it('updates the post (unpublishing it) and returns to the list', async () => {
    const store = createTestStore();
    const { user, location } = renderAdmin('/admin/blog-posts/2/edit', { signedInAs: DEMO.editor, store });
    await waitFor(() => expect((field('Title') as HTMLInputElement).value).toContain('Local SEO'));
    await fill(user, field('Title'), 'Local SEO for Kashmir, revised');
    await user.clear(field(/Tags/));
    await user.type(field(/Tags/), 'seo, maps');
    await user.selectOptions(screen.getByRole('combobox', { name: /Status/ }), 'Draft');

    const release = hold(store, 'batch');
    await user.click(screen.getByRole('button', { name: 'Update Post' }));
    expect(await screen.findByRole('button', { name: 'Updating...' })).toBeDisabled();
    release();
    expect(await screen.findByText('Post updated')).toBeInTheDocument();
    expect(screen.getByText('Your blog post has been successfully updated.')).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/admin/blog-posts'));

    const saved = await store.get('blog_posts', '2');
    expect(saved?.data).toMatchObject({
      title: 'Local SEO for Kashmir, revised',
      tags: ['seo', 'maps'],
      status: 'Draft',
      category: 'SEO',
      author: 'Sana Mir',
      views: 862,
    });
  });

  it('keeps the changes when updating fails', async () => {
    const store = createTestStore({
      failWhen: (operation, collection) => operation === 'update' && collection === 'blog_posts',
    });
    const { user, location } = renderAdmin('/admin/blog-posts/3/edit', { signedInAs: DEMO.editor, store });
    await waitFor(() => expect((field('Title') as HTMLInputElement).value).toContain('WordPress'));
    await user.type(field('Title'), ' (updated)');
    await user.click(screen.getByRole('button', { name: 'Update Post' }));
    expect(await screen.findByText('Error updating post')).toBeInTheDocument();
    expect(screen.getByText('There was an error updating your post. Please try again.')).toBeInTheDocument();
    expect(location()).toBe('/admin/blog-posts/3/edit');
    expect(field('Title')).toHaveValue('WordPress or a custom CMS? How we help clients decide (updated)');
  });

  it.each(['999', 'not-a-number'])(
    'says "Post not found" for id %s and goes back to the list',
    async (id) => {
      const { location } = renderAdmin(`/admin/blog-posts/${id}/edit`, { signedInAs: DEMO.editor });
      expect(await screen.findByText('Post not found')).toBeInTheDocument();
      expect(screen.getByText("The post you're trying to edit doesn't exist.")).toBeInTheDocument();
      await waitFor(() => expect(location()).toBe('/admin/blog-posts'));
      expect(await screen.findByRole('heading', { name: 'Blog Posts', level: 1 })).toBeInTheDocument();
    },
  );

  it('offers Retry when the post cannot be loaded', async () => {
    let offline = true;
    const store = createTestStore({
      failWhen: (operation, collection) => offline && operation === 'get' && collection === 'blog_posts',
    });
    const { user } = renderAdmin('/admin/blog-posts/1/edit', { signedInAs: DEMO.editor, store });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The post could not be loaded.');
    offline = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect((field('Title') as HTMLInputElement).value).toContain('Why a fast website'));
  });
});

describe('BlogPostEditorPage: read-only role', () => {
  it.each(['/admin/blog-posts/new', '/admin/blog-posts/1/edit'])(
    'sends the viewer from %s back to the list with an explanation',
    async (url) => {
      const { location } = renderAdmin(url, { signedInAs: DEMO.viewer });
      expect(await screen.findByText('View only')).toBeInTheDocument();
      expect(
        screen.getByText('Your role can read blog posts but not create or change them.'),
      ).toBeInTheDocument();
      await waitFor(() => expect(location()).toBe('/admin/blog-posts'));
      expect(screen.queryByRole('button', { name: /Create Post|Update Post/ })).not.toBeInTheDocument();
    },
  );
});

/** The History button once its code has loaded (a disabled twin holds its place until then). */
async function historyButton() {
  await waitFor(() => expect(screen.getByRole('button', { name: 'History' })).toBeEnabled());
  return screen.getByRole('button', { name: 'History' });
}

describe('BlogPostEditorPage: history', () => {
  const OLD_TITLE = 'WordPress or a custom CMS?';
  const NEW_TITLE = 'Choosing a CMS';
  const dates = {
    baseline: new Date('2025-01-10T09:00:00Z'),
    tags: new Date('2025-02-10T09:00:00Z'),
    current: new Date('2025-03-10T09:00:00Z'),
  };

  /** Post 3 with three versions: the baseline, a tags edit (Saima Mir), a title and body edit (Aamir Qadri). */
  async function storeWithHistory(options: Parameters<typeof createTestStore>[0] = {}) {
    const store = createTestStore(options);
    await store.update('blog_posts', '3', {
      title: NEW_TITLE,
      content: '<p>Shared line</p><p>New closing line</p>',
      tags: ['cms', 'wordpress'],
    });
    const current = await currentContent(store, 'blog_posts', '3');
    const original = {
      ...current,
      title: OLD_TITLE,
      content: '<p>Old opening line</p><p>Shared line</p>',
      tags: ['cms'],
    };
    await seedRevisions(store, 'blog_posts', '3', [
      { id: 'baseline', kind: 'baseline', content: original, savedAt: dates.baseline },
      { id: 'rev-tags', kind: 'update', content: { ...original, tags: current.tags }, savedAt: dates.tags },
      {
        id: 'rev-current',
        kind: 'update',
        content: current,
        savedAt: dates.current,
        savedBy: 'demo-admin',
        savedByName: 'Aamir Qadri',
      },
    ]);
    return store;
  }

  async function openHistory(user: UserEvent) {
    await waitFor(() => expect(field('Title')).toHaveValue(NEW_TITLE));
    await user.click(await historyButton());
    const dialog = await screen.findByRole('dialog', { name: 'History' });
    const versions = await within(dialog).findByRole('list', { name: 'Versions' });
    return { dialog, versions };
  }

  it('tells apart three saves made in one minute: each to the second, with the title it had', async () => {
    const store = createTestStore();
    const content = await currentContent(store, 'blog_posts', '2');
    await seedRevisions(
      store,
      'blog_posts',
      '2',
      ['Draft one', 'Draft two', 'Draft three'].map((title, index) => ({
        id: `rev-${index}`,
        kind: index === 0 ? ('create' as const) : ('update' as const),
        content: { ...content, title },
        savedAt: new Date(Date.UTC(2025, 0, 5, 9, 30, 10 + index * 15)),
      })),
    );
    const { user } = renderAdmin('/admin/blog-posts/2/edit', { signedInAs: DEMO.editor, store });
    await waitFor(() => expect((field('Title') as HTMLInputElement).value).toContain('Local SEO'));
    await user.click(await historyButton());
    const dialog = await screen.findByRole('dialog', { name: 'History' });
    const versions = await within(dialog).findByRole('list', { name: 'Versions' });
    const items = within(versions).getAllByRole('listitem');
    const times = items.map((item) => item.querySelector('time')?.textContent);
    expect(new Set(times).size).toBe(3);
    expect(times[0]).toBe(formatDateTimeToSecond(new Date(Date.UTC(2025, 0, 5, 9, 30, 40))));
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Draft three'),
      expect.stringContaining('Draft two'),
      expect.stringContaining('Draft one'),
    ]);
  });

  it('lists the versions newest first: kind, author, time and what changed', async () => {
    const store = await storeWithHistory();
    const { user } = renderAdmin('/admin/blog-posts/3/edit', { signedInAs: DEMO.editor, store });
    const { versions } = await openHistory(user);
    const [current, tags, baseline] = within(versions).getAllByRole('listitem');
    expect(current).toHaveTextContent('Edited');
    expect(current).toHaveTextContent('Current version');
    expect(current).toHaveTextContent('by Aamir Qadri');
    expect(current).toHaveTextContent(formatDateTimeToSecond(dates.current));
    expect(current).toHaveTextContent('Changed title, content');
    expect(within(current!).queryByRole('button')).not.toBeInTheDocument();
    expect(tags).toHaveTextContent('by Saima Mir');
    expect(tags).toHaveTextContent(formatDateTimeToSecond(dates.tags));
    expect(tags).toHaveTextContent('Changed tags');
    expect(baseline).toHaveTextContent('Original');
    expect(baseline).toHaveTextContent('Before history was kept');
    expect(baseline).toHaveTextContent('The version before history was kept');
    expect(
      within(baseline!).getByRole('button', {
        name: `Restore the version of ${formatDateTimeToSecond(dates.baseline)}`,
      }),
    ).toBeInTheDocument();
  });

  it('loads older versions a page at a time', async () => {
    const store = createTestStore();
    const content = await currentContent(store, 'blog_posts', '2');
    await seedRevisions(
      store,
      'blog_posts',
      '2',
      Array.from({ length: 13 }, (_, index) => ({
        id: `rev-${index}`,
        kind: index === 0 ? ('create' as const) : ('update' as const),
        content: { ...content, excerpt: `Excerpt ${index}` },
        savedAt: new Date(Date.UTC(2025, 0, index + 1)),
      })),
    );
    const { user } = renderAdmin('/admin/blog-posts/2/edit', { signedInAs: DEMO.editor, store });
    await waitFor(() => expect((field('Title') as HTMLInputElement).value).toContain('Local SEO'));
    await user.click(await historyButton());
    const dialog = await screen.findByRole('dialog', { name: 'History' });
    const versions = await within(dialog).findByRole('list', { name: 'Versions' });
    // Ten read, nine shown: the tenth waits for the version before it to say what it changed.
    expect(within(versions).getAllByRole('listitem')).toHaveLength(9);
    await user.click(within(dialog).getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(versions).getAllByRole('listitem')).toHaveLength(13));
    expect(within(dialog).queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    const items = within(versions).getAllByRole('listitem');
    expect(items[9]).toHaveTextContent('Changed excerpt');
    expect(items[12]).toHaveTextContent('Created the post');
  });

  it('compares a version with the current one: title, fields and body lines', async () => {
    const store = await storeWithHistory();
    const { user } = renderAdmin('/admin/blog-posts/3/edit', { signedInAs: DEMO.editor, store });
    const { versions } = await openHistory(user);
    await user.click(
      within(versions).getByRole('button', {
        name: `Compare the version of ${formatDateTimeToSecond(dates.baseline)}`,
      }),
    );
    const compare = await screen.findByRole('dialog', { name: 'Compare with the current version' });
    expect(compare).toHaveTextContent(
      `The version of ${formatDateTimeToSecond(dates.baseline)} (Before history was kept)`,
    );

    const title = within(compare).getByRole('region', { name: 'Title' });
    // Word by word: what only this version has is struck out, what only the current one has is added.
    expect(title.textContent).toBe(
      'TitleThis versionremoved: WordPress or a removed: custom CMS?Current versionadded: Choosing a added: CMS',
    );
    expect(
      within(title)
        .getAllByRole('deletion')
        .map((part) => part.textContent),
    ).toEqual(['removed: WordPress or', 'removed: custom CMS?']);
    expect(
      within(title)
        .getAllByRole('insertion')
        .map((part) => part.textContent),
    ).toEqual(['added: Choosing', 'added: CMS']);

    const body = within(compare).getByRole('list', { name: 'Changes in Content' });
    expect(
      within(body)
        .getAllByRole('listitem')
        .map((line) => line.textContent),
    ).toEqual(['−Removed line: Old opening line', ' Shared line', '+Added line: New closing line']);
    const tags = within(compare).getByRole('region', { name: 'Tags' });
    expect(within(tags).getByRole('insertion')).toHaveTextContent('wordpress');
    expect(compare).toHaveTextContent(/Unchanged: URL slug, Excerpt, Status, Goes public, Category/);
  });

  it('restores a version after confirming, and the form shows it', async () => {
    const store = await storeWithHistory();
    const { user } = renderAdmin('/admin/blog-posts/3/edit', { signedInAs: DEMO.editor, store });
    const { versions } = await openHistory(user);
    await user.click(
      within(versions).getByRole('button', {
        name: `Compare the version of ${formatDateTimeToSecond(dates.baseline)}`,
      }),
    );
    const compare = await screen.findByRole('dialog', { name: 'Compare with the current version' });
    await user.click(within(compare).getByRole('button', { name: 'Restore this version' }));

    // Cancel changes nothing.
    let confirm = await screen.findByRole('alertdialog', { name: 'Restore this version?' });
    expect(confirm).toHaveTextContent(
      `The post goes back to the version of ${formatDateTimeToSecond(dates.baseline)}.`,
    );
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect((await store.get('blog_posts', '3'))?.data.title).toBe(NEW_TITLE);

    await user.click(within(compare).getByRole('button', { name: 'Restore this version' }));
    confirm = await screen.findByRole('alertdialog', { name: 'Restore this version?' });
    await user.click(within(confirm).getByRole('button', { name: 'Restore' }));
    expect(await screen.findByText('Version restored')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(field('Title')).toHaveValue(OLD_TITLE));
    expect(field(/Tags/)).toHaveValue('cms');
    await waitFor(() => expect(field('Content')).toHaveTextContent('Old opening line'));

    expect((await store.get('blog_posts', '3'))?.data).toMatchObject({ title: OLD_TITLE, tags: ['cms'] });
    const revisions = await store.list('blog_posts/3/revisions');
    expect(revisions.filter((revision) => revision.data.kind === 'restore')).toEqual([
      expect.objectContaining({
        data: expect.objectContaining({ restoredFrom: 'baseline', savedByName: 'Saima Mir' }),
      }),
    ]);

    // The restore is a version of its own, at the top of the history.
    const reopened = await openHistoryAgain(user);
    const [restore] = within(reopened).getAllByRole('listitem');
    expect(restore).toHaveTextContent('Restored');
    expect(restore).toHaveTextContent(
      `Restored the version of ${formatDateTimeToSecond(dates.baseline)} · changed title, tags, content`,
    );
  });

  async function openHistoryAgain(user: UserEvent) {
    await user.click(await historyButton());
    const dialog = await screen.findByRole('dialog', { name: 'History' });
    const versions = await within(dialog).findByRole('list', { name: 'Versions' });
    await waitFor(() => expect(within(versions).getAllByRole('listitem')).toHaveLength(4));
    return versions;
  }

  it('says when a restore fails and keeps the confirmation open', async () => {
    let offline = false;
    const store = await storeWithHistory({
      failWhen: (operation, collection) => offline && operation === 'update' && collection === 'blog_posts',
    });
    const { user } = renderAdmin('/admin/blog-posts/3/edit', { signedInAs: DEMO.editor, store });
    const { versions } = await openHistory(user);
    offline = true;
    await user.click(
      within(versions).getByRole('button', {
        name: `Restore the version of ${formatDateTimeToSecond(dates.tags)}`,
      }),
    );
    const confirm = await screen.findByRole('alertdialog', { name: 'Restore this version?' });
    await user.click(within(confirm).getByRole('button', { name: 'Restore' }));
    expect(await screen.findByText('Could not restore the version')).toBeInTheDocument();
    expect(screen.getByText('Check your connection and try again.')).toBeInTheDocument();
    expect(screen.getByRole('alertdialog', { name: 'Restore this version?' })).toBeInTheDocument();
    expect((await store.get('blog_posts', '3'))?.data.title).toBe(NEW_TITLE);
  });

  it('offers no history on a new post', async () => {
    await openNewPost();
    expect(screen.queryByRole('button', { name: 'History' })).not.toBeInTheDocument();
  });
});

describe('BlogPostEditorPage: scheduling', () => {
  /** A datetime-local value in India time, `hours` from now, to the minute. */
  const istWallTime = (hours: number) =>
    new Date(Date.now() + hours * 3_600_000 + 330 * 60_000).toISOString().slice(0, 16);

  it('schedules a post for a time entered in India time, and says when it reaches each place', async () => {
    const store = createTestStore();
    const { user, location } = await openNewPost({ store });
    await fill(user, field('Title'), 'Our Monday launch: what changes for clients');
    await user.selectOptions(screen.getByRole('combobox', { name: /Status/ }), 'Published');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Publish' }), 'At a set time (schedule)');
    const when = screen.getByLabelText('Publish on (India time, IST)');
    // Scheduling starts from tomorrow at 09:00 India time; the hint names the time zone.
    expect((when as HTMLInputElement).value).toMatch(/T09:00$/);
    expect(screen.getByText(/Asia\/Kolkata \(UTC\+05:30\)/)).toBeInTheDocument();

    const typed = istWallTime(50);
    fireEvent.change(when, { target: { value: typed } });
    const summary = await screen.findByRole('status', { name: '' });
    expect(summary).toHaveTextContent(/Goes live .* IST \(in 2 days\)/);
    // The first hourly check after it (at five past, UTC: 35 past in India) rebuilds for it.
    expect(summary).toHaveTextContent(/rebuild the hourly check starts at .*:35 (am|pm) IST/);
    // The checklist agrees.
    expect(screen.getByText(/^Scheduled for /)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Create Post' }));
    await waitFor(() => expect(location()).toBe('/admin/blog-posts'));
    const saved = (await store.list('blog_posts')).find(
      (doc) => doc.data.title === 'Our Monday launch: what changes for clients',
    );
    expect(saved?.data.status).toBe('Published');
    // Stored as the instant the India-time entry names.
    expect(saved?.data.publishAt).toEqual(new Date(`${typed}:00+05:30`));
    // The date the post shows is the day it goes public, in India.
    expect(saved?.data.date).toBe(typed.slice(0, 10));
    // The list says Scheduled, with the time and how long until it.
    const row = (await screen.findByText('Our Monday launch: what changes for clients')).closest('tr');
    expect(row).not.toBeNull();
    expect(within(row!).getByText('Scheduled')).toBeInTheDocument();
    expect(within(row!).getByText(/in 2 days|in 4\d h/)).toBeInTheDocument();
    expect(within(row!).queryByRole('link', { name: /View/ })).toBeNull();
  });

  it('refuses a time that has passed, with a clear message, keeping everything typed', async () => {
    const store = createTestStore();
    const { user } = await openNewPost({ store });
    await fill(user, field('Title'), 'A post that missed its moment');
    await user.selectOptions(screen.getByRole('combobox', { name: /Status/ }), 'Published');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Publish' }), 'At a set time (schedule)');
    const when = screen.getByLabelText('Publish on (India time, IST)');
    fireEvent.change(when, { target: { value: istWallTime(-3) } });
    // The checklist warns before saving.
    expect(screen.getByText(/has passed: choose a time ahead, or publish now/)).toBeInTheDocument();

    const batch = vi.spyOn(store, 'batch');
    await user.click(screen.getByRole('button', { name: 'Create Post' }));
    expect(
      await screen.findByText('That time has passed. Choose a time ahead, or publish now.'),
    ).toBeInTheDocument();
    expect(when).toHaveFocus();
    expect(when).toHaveAttribute('aria-invalid', 'true');
    expect(batch).not.toHaveBeenCalled();
    expect(field('Title')).toHaveValue('A post that missed its moment');

    // Publishing now instead saves it, public at once.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Publish' }), 'When I save');
    await user.click(screen.getByRole('button', { name: 'Create Post' }));
    await waitFor(() => expect(batch).toHaveBeenCalled());
  });

  it('a scheduled post opens as scheduled; publishing it now makes it public', async () => {
    const publishAt = new Date(Date.now() + 3 * 86_400_000);
    const store = createTestStore();
    await store.set('blog_posts', '5', {
      ...(await store.get('blog_posts', '5'))!.data,
      status: 'Published',
      publishAt,
    });
    const { user, location } = renderAdmin('/admin/blog-posts/5/edit', { signedInAs: DEMO.editor, store });
    const mode = await screen.findByRole('combobox', { name: 'Publish' });
    expect(mode).toHaveValue('schedule');
    expect(screen.getByLabelText('Publish on (India time, IST)')).toHaveValue(
      new Date(publishAt.getTime() + 330 * 60_000).toISOString().slice(0, 16),
    );
    // A draft or a scheduled post may be shared by preview link.
    expect(screen.getByRole('button', { name: /Share preview/ })).toBeInTheDocument();

    await user.selectOptions(mode, 'When I save');
    await user.click(screen.getByRole('button', { name: 'Update Post' }));
    await waitFor(() => expect(location()).toBe('/admin/blog-posts'));
    const { publishAt: stored, date } = (await store.get('blog_posts', '5'))!.data;
    expect((stored as Date).getTime()).toBeLessThanOrEqual(Date.now());
    expect((stored as Date).getTime()).toBeGreaterThan(Date.now() - 60_000);
    // Dated today (India), not the day it had been scheduled for.
    expect(date).toBe(todayIsoDate());
  });

  it('names the limit on the time field when an 11th publish time would wait, keeping what was typed', async () => {
    const store = createTestStore();
    setStore(store);
    setAuditActor({ uid: 'editor-uid', name: 'Eddie Editor' });
    for (let day = 1; day <= SCHEDULE_LIMITS.pendingTimes; day += 1)
      await createPost({
        title: `Waiting ${day}`,
        status: 'Published',
        publishAt: new Date(Date.now() + day * 86_400_000),
      });
    const { user } = await openNewPost({ store });
    await fill(user, field('Title'), 'One time too many');
    await user.selectOptions(screen.getByRole('combobox', { name: /Status/ }), 'Published');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Publish' }), 'At a set time (schedule)');
    const when = screen.getByLabelText('Publish on (India time, IST)');
    const typed = istWallTime(20);
    fireEvent.change(when, { target: { value: typed } });
    await user.click(screen.getByRole('button', { name: 'Create Post' }));

    const message = await screen.findByText(/^At most 10 different publish times can wait at once\./);
    expect(when).toHaveAttribute('aria-invalid', 'true');
    expect(when.getAttribute('aria-describedby')?.split(' ')).toContain(message.id);
    expect(when).toHaveFocus();
    expect(when).toHaveValue(typed);
    expect(field('Title')).toHaveValue('One time too many');
    expect(screen.queryByText(/There was an error/)).not.toBeInTheDocument();
    expect((await store.list('blog_posts')).some((doc) => doc.data.title === 'One time too many')).toBe(
      false,
    );

    // Another time is checked again on saving: the message goes as it is changed.
    fireEvent.change(when, { target: { value: istWallTime(30) } });
    await waitFor(() => expect(screen.queryByText(/^At most 10 different/)).not.toBeInTheDocument());
  });
});
