import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DataStore } from '@/data/store';
import { todayIsoDate } from '@/lib/utils';
import { createTestStore } from '@/testing/render';
import { DEMO, renderAdmin } from '@/testing/render-admin';

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

/** Holds one store operation on blog posts until the returned release() is called. */
function hold(store: DataStore, operation: 'create' | 'update' | 'get') {
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const original = store[operation].bind(store) as (
    collection: string,
    ...rest: unknown[]
  ) => Promise<unknown>;
  vi.spyOn(store, operation).mockImplementation((async (collection: string, ...rest: unknown[]) => {
    if (collection === 'blog_posts') await gate;
    return original(collection, ...rest);
  }) as never);
  return () => release();
}

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

    const release = hold(store, 'create');
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
  });

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
    const create = vi.spyOn(store, 'create');
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
    const preview = await screen.findByRole('region', { name: 'Preview' });
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
  });

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

    const release = hold(store, 'update');
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
