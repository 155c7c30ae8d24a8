import { act, renderHook, waitFor } from '@testing-library/react';
import type { ChangeEvent, FormEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { z } from '@/lib/zod';
import { useSchemaForm } from './use-schema-form';

const schema = z.object({
  title: z.string().trim().min(1, 'Title is required'),
  tags: z.array(z.string()).max(2, 'At most 2 tags'),
});
const defaultValues = { title: '', tags: [] as readonly string[] };

function renderForm() {
  return renderHook(() => useSchemaForm({ schema, defaultValues, order: ['title', 'tags'] }));
}

/** A submit event from a form holding a control per field, as the editors render them. */
function submitEvent() {
  const form = document.createElement('form');
  for (const name of ['title', 'tags']) {
    const input = document.createElement('input');
    input.name = name;
    form.append(input);
  }
  document.body.append(form);
  return { preventDefault: () => {}, currentTarget: form } as unknown as FormEvent<HTMLFormElement>;
}

const typed = (value: string) => ({ target: { value } }) as ChangeEvent<HTMLInputElement>;

describe('useSchemaForm', () => {
  it('shows messages only after a save attempt, then follows the typing, and focuses the first problem', async () => {
    const { result } = renderForm();
    expect(result.current.formState.errors).toEqual({});
    const onValid = vi.fn(async () => {});
    const event = submitEvent();
    await act(() => result.current.handleSubmit(onValid)(event));
    expect(onValid).not.toHaveBeenCalled();
    expect(result.current.formState.errors).toEqual({ title: { message: 'Title is required' } });
    expect(result.current.formState.isSubmitted).toBe(true);
    await waitFor(() => expect(event.currentTarget.elements.namedItem('title')).toHaveFocus());

    act(() => result.current.setValue('tags', ['a', 'b', 'c']));
    expect(result.current.formState.errors).toEqual({
      title: { message: 'Title is required' },
      tags: { message: 'At most 2 tags' },
    });
    act(() => result.current.register('title').onChange(typed('Post')));
    act(() => result.current.setValue('tags', ['a']));
    expect(result.current.formState.errors).toEqual({});
    event.currentTarget.remove();
  });

  it('is dirty while a field differs from its default, lists compared by entry', () => {
    const { result } = renderForm();
    expect(result.current.formState.isDirty).toBe(false);
    act(() => result.current.setValue('tags', ['a']));
    expect(result.current.formState.isDirty).toBe(true);
    act(() => result.current.setValue('tags', []));
    expect(result.current.formState.isDirty).toBe(false);
    act(() => result.current.register('title').onChange(typed('x')));
    expect(result.current.watch()).toEqual({ title: 'x', tags: [] });
    expect(result.current.formState.isDirty).toBe(true);
  });

  it('saves the parsed values, busy until the save settles, with the typed values at hand', async () => {
    const { result } = renderForm();
    act(() => result.current.register('title').onChange(typed('  Post  ')));
    let finish: () => void = () => {};
    const onValid = vi.fn(
      () =>
        new Promise<void>((resolve) => {
          finish = resolve;
        }),
    );
    let saving: Promise<void> = Promise.resolve();
    act(() => {
      saving = result.current.handleSubmit(onValid)(submitEvent());
    });
    expect(onValid).toHaveBeenCalledWith({ title: 'Post', tags: [] });
    expect(result.current.formState.isSubmitting).toBe(true);
    expect(result.current.getValues().title).toBe('  Post  ');
    await act(async () => {
      finish();
      await saving;
    });
    expect(result.current.formState.isSubmitting).toBe(false);
  });
});
