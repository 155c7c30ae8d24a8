import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { blogPostFormSchema, type BlogPostFormValues } from '@/data/schemas/blog-post';
import { EMPTY_POST_FORM } from './post-form';
import { usePostForm } from './use-post-form';

/** The form schema's first message per field ({} when the values are valid), as the editor shows them. */
function validatePostForm(values: BlogPostFormValues): Partial<Record<keyof BlogPostFormValues, string>> {
  const errors: Partial<Record<keyof BlogPostFormValues, string>> = {};
  for (const issue of blogPostFormSchema.safeParse(values).error?.issues ?? []) {
    const field = issue.path[0] as keyof BlogPostFormValues;
    errors[field] ??= issue.message;
  }
  return errors;
}

describe('validatePostForm', () => {
  it('gives the schema’s first message per field', () => {
    expect(validatePostForm({ ...EMPTY_POST_FORM, image: 'ftp://example.com/a.png' })).toEqual({
      title: 'Title is required',
      image: 'Please enter a full URL starting with http:// or https://',
    });
  });

  it('accepts an empty slug (made from the title) or a valid one, and explains a bad one', () => {
    const valid = { ...EMPTY_POST_FORM, title: 'Post' };
    expect(validatePostForm({ ...valid, slug: '' })).toEqual({});
    expect(validatePostForm({ ...valid, slug: 'my-first-post' })).toEqual({});
    for (const slug of ['My Post', 'my--post', '2026', 'x'.repeat(81)]) {
      expect(validatePostForm({ ...valid, slug })).toEqual({
        slug: 'Use lowercase letters, digits and dashes (e.g. my-first-post)',
      });
    }
  });

  it('is empty for valid values, including the site’s own image paths and bounded tags', () => {
    expect(
      validatePostForm({ ...EMPTY_POST_FORM, title: 'Post', image: '/images/blog/a.svg', tags: 'a, b' }),
    ).toEqual({});
    const tooMany = Array.from({ length: 21 }, (_, index) => `tag${index}`).join(',');
    expect(validatePostForm({ ...EMPTY_POST_FORM, title: 'Post', tags: tooMany })).toEqual({
      tags: 'Use at most 20 tags',
    });
  });
});

/** The form with the state it shows subscribed, as the editor subscribes to it. */
function renderPostForm() {
  return renderHook(() => {
    const form = usePostForm(EMPTY_POST_FORM);
    const { errors, isDirty, isSubmitting, isSubmitted } = form.formState;
    return { ...form, errors, isDirty, isSubmitting, isSubmitted };
  });
}

type PostForm = ReturnType<typeof renderPostForm>['result'];

/** Types into a field, as its input's change event would. */
const type = (result: PostForm, name: 'title' | 'image', value: string) =>
  act(() => result.current.register(name).onChange({ target: { name, value }, type: 'change' }));

describe('usePostForm', () => {
  it('shows messages only after a save attempt, then follows the typing', async () => {
    const { result } = renderPostForm();
    await type(result, 'image', 'ftp://example.com/a.png');
    expect(result.current.errors).toEqual({});
    const onValid = vi.fn(async () => {});
    await act(() => result.current.handleSubmit(onValid)());
    expect(onValid).not.toHaveBeenCalled();
    expect(result.current.isSubmitted).toBe(true);
    expect(result.current.errors.title?.message).toBe('Title is required');
    expect(result.current.errors.image?.message).toBe(
      'Please enter a full URL starting with http:// or https://',
    );

    await type(result, 'title', 'Post');
    expect(result.current.errors.title).toBeUndefined();
    expect(result.current.errors.image).toBeDefined();
    await type(result, 'image', 'https://example.com/a.png');
    expect(result.current.errors).toEqual({});
  });

  it('is dirty while a field differs from its default', async () => {
    const { result } = renderPostForm();
    expect(result.current.isDirty).toBe(false);
    await type(result, 'title', 'x');
    expect(result.current.isDirty).toBe(true);
    await type(result, 'title', '');
    expect(result.current.isDirty).toBe(false);
  });

  it('saves the parsed values, busy until the save settles, with the typed values at hand', async () => {
    const { result } = renderPostForm();
    await type(result, 'title', '  Post  ');
    let finish: () => void = () => {};
    const onValid = vi.fn(
      (_parsed: unknown) =>
        new Promise<void>((resolve) => {
          finish = resolve;
        }),
    );
    let saving: Promise<void> = Promise.resolve();
    await act(async () => {
      saving = result.current.handleSubmit(onValid)();
      await vi.waitFor(() => expect(onValid).toHaveBeenCalled());
    });
    expect(onValid.mock.calls[0]?.[0]).toMatchObject({ title: 'Post', tags: [] });
    expect(result.current.isSubmitting).toBe(true);
    expect(result.current.getValues().title).toBe('  Post  ');
    await act(async () => {
      finish();
      await saving;
    });
    expect(result.current.isSubmitting).toBe(false);
  });
});
