import { act, renderHook } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { blogAdminCopy } from './copy';
import { usePostSlug } from './use-post-slug';

/** The hook over a slug held in state, as the editor holds it. */
function renderSlug(editing: boolean, initial = '') {
  return renderHook(() => {
    const [slug, setSlug] = useState(initial);
    return { slug, ...usePostSlug({ editing, slug, setSlug }) };
  });
}

describe('usePostSlug', () => {
  it('makes a new post’s slug from the title until the slug is edited; emptied, it follows again', () => {
    const { result } = renderSlug(false);
    expect(result.current.followsTitle).toBe(true);
    act(() => result.current.onTitleChange('Crème brûlée: a guide'));
    expect(result.current.slug).toBe('creme-brulee-a-guide');
    act(() => result.current.onTitleChange('   '));
    expect(result.current.slug).toBe('');

    act(() => result.current.onSlugChange('desserts'));
    expect(result.current.followsTitle).toBe(false);
    act(() => result.current.onTitleChange('Another title'));
    expect(result.current.slug).toBe('desserts');

    act(() => result.current.onSlugChange(''));
    expect(result.current.followsTitle).toBe(true);
    act(() => result.current.onTitleChange('Another title'));
    expect(result.current.slug).toBe('another-title');
  });

  it('leaves an existing post’s slug alone when the title changes, even once emptied', () => {
    const { result } = renderSlug(true, 'stored-slug');
    expect(result.current.followsTitle).toBe(false);
    act(() => result.current.onTitleChange('A new title'));
    expect(result.current.slug).toBe('stored-slug');
    act(() => result.current.onSlugChange(''));
    act(() => result.current.onTitleChange('A newer title'));
    expect(result.current.slug).toBe('');
  });

  it('says a slug is taken while the field holds it (spaces aside)', () => {
    const { result } = renderSlug(false, 'taken-slug');
    expect(result.current.takenMessage).toBeUndefined();
    act(() => result.current.showTaken('taken-slug'));
    expect(result.current.takenMessage).toBe(blogAdminCopy.editor.slugTaken);
    act(() => result.current.onSlugChange('taken-slug-2'));
    expect(result.current.takenMessage).toBeUndefined();
    act(() => result.current.onSlugChange(' taken-slug '));
    expect(result.current.takenMessage).toBe(blogAdminCopy.editor.slugTaken);
  });

  it('moves focus to the slug input on every report', () => {
    const { result } = renderSlug(false, 'taken-slug');
    const input = document.createElement('input');
    document.body.append(input);
    result.current.inputRef.current = input;
    act(() => result.current.showTaken('taken-slug'));
    expect(input).toHaveFocus();

    input.blur();
    act(() => result.current.showTaken('taken-slug'));
    expect(input).toHaveFocus();
    input.remove();
  });
});
