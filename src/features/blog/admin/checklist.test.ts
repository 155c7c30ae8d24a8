import { describe, expect, it } from 'vitest';
import { prePublishChecklist, type ChecklistInput } from './checklist';

const base: ChecklistInput = {
  title: 'A title that is long enough for search results',
  excerpt: 'An excerpt long enough to work as the meta description that search engines show under a title.',
  image: 'https://images.example.com/cover.jpg',
  content: '<h2>Section</h2><p>Text <img src="a.png" alt="A chart"></p>',
};

const item = (input: Partial<ChecklistInput>, id: string) =>
  prePublishChecklist({ ...base, ...input }).find((entry) => entry.id === id)!;

describe('prePublishChecklist', () => {
  it('is all good for a well-prepared post', () => {
    expect(prePublishChecklist(base).every((entry) => entry.ok)).toBe(true);
    expect(prePublishChecklist(base).map((entry) => entry.id)).toEqual([
      'title',
      'excerpt',
      'image',
      'image-alt',
      'headings',
    ]);
  });

  it('wants a title of 30 to 60 characters', () => {
    expect(item({ title: '' }, 'title')).toMatchObject({
      ok: false,
      detail: expect.stringContaining('Add a title'),
    });
    expect(item({ title: 'x'.repeat(29) }, 'title')).toMatchObject({
      ok: false,
      detail: expect.stringContaining('short'),
    });
    expect(item({ title: 'x'.repeat(30) }, 'title').ok).toBe(true);
    expect(item({ title: 'x'.repeat(60) }, 'title').ok).toBe(true);
    expect(item({ title: 'x'.repeat(61) }, 'title')).toMatchObject({
      ok: false,
      detail: expect.stringContaining('cut'),
    });
  });

  it('wants an excerpt of 70 to 160 characters', () => {
    expect(item({ excerpt: '  ' }, 'excerpt')).toMatchObject({
      ok: false,
      detail: expect.stringContaining('No excerpt'),
    });
    expect(item({ excerpt: 'x'.repeat(69) }, 'excerpt').ok).toBe(false);
    expect(item({ excerpt: 'x'.repeat(70) }, 'excerpt').ok).toBe(true);
    expect(item({ excerpt: 'x'.repeat(160) }, 'excerpt').ok).toBe(true);
    expect(item({ excerpt: 'x'.repeat(161) }, 'excerpt').ok).toBe(false);
  });

  it('wants a cover image', () => {
    expect(item({ image: '' }, 'image').ok).toBe(false);
  });

  it('counts body images without alt text', () => {
    expect(item({ content: '<p>No images</p>' }, 'image-alt')).toMatchObject({
      ok: true,
      detail: 'No images in the text.',
    });
    expect(
      item({ content: '<img src="a.png" alt=" "><img src="b.png" alt="B"><img src="c.png">' }, 'image-alt'),
    ).toMatchObject({
      ok: false,
      detail: expect.stringContaining('2 of 3 images without alt text'),
    });
  });

  it('flags a second top-level heading in the body', () => {
    expect(item({ content: '<h1>Again</h1><p>Text</p>' }, 'headings')).toMatchObject({
      ok: false,
      detail: expect.stringContaining('an H1 heading'),
    });
    expect(item({ content: '<h1>A</h1><h1>B</h1>' }, 'headings').detail).toContain('2 H1 headings');
  });

  it('never runs what the body contains', () => {
    expect(() =>
      item({ content: '<img src="x" onerror="throw new Error()"><script>throw 1</script>' }, 'image-alt'),
    ).not.toThrow();
  });
});
