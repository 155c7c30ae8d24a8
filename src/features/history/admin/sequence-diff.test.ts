import { describe, expect, it } from 'vitest';
import { diffSequences, mergeParts, words } from './sequence-diff';

const render = (parts: ReturnType<typeof diffSequences<string>>) =>
  parts.map(({ kind, value }) => `${kind === 'same' ? ' ' : kind === 'removed' ? '-' : '+'}${value}`);

describe('diffSequences', () => {
  it('keeps the common lines and marks what was removed and added', () => {
    expect(render(diffSequences(['a', 'b', 'c', 'd'], ['a', 'c', 'x', 'd']))).toEqual([
      ' a',
      '-b',
      ' c',
      '+x',
      ' d',
    ]);
  });

  it('handles empty sides and identical sequences', () => {
    expect(render(diffSequences([], ['a']))).toEqual(['+a']);
    expect(render(diffSequences(['a'], []))).toEqual(['-a']);
    expect(render(diffSequences(['a', 'b'], ['a', 'b']))).toEqual([' a', ' b']);
  });

  it('finds a longest common subsequence in the middle', () => {
    const before = 'the quick brown fox jumps'.split(' ');
    const after = 'a quick red fox leaps'.split(' ');
    const parts = diffSequences(before, after);
    expect(parts.filter((part) => part.kind === 'same').map((part) => part.value)).toEqual(['quick', 'fox']);
    expect(parts.filter((part) => part.kind !== 'added').map((part) => part.value)).toEqual(before);
    expect(parts.filter((part) => part.kind !== 'removed').map((part) => part.value)).toEqual(after);
  });

  it('shows a very large middle as replaced instead of building a huge table', () => {
    const before = Array.from({ length: 3000 }, (_, index) => `old ${index}`);
    const after = Array.from({ length: 3000 }, (_, index) => `new ${index}`);
    const parts = diffSequences(['same', ...before], ['same', ...after]);
    expect(parts).toHaveLength(6001);
    expect(parts.slice(1, 3001).every((part) => part.kind === 'removed')).toBe(true);
  });
});

describe('words and mergeParts', () => {
  it('splits text into words and spaces and joins runs of one kind', () => {
    expect(words('Hello  big world')).toEqual(['Hello', '  ', 'big', ' ', 'world']);
    const parts = mergeParts(diffSequences(words('a b c'), words('a x y c')));
    expect(parts.map((part) => part.value).join('')).toBe('a bx y c');
    expect(parts).toEqual([
      { kind: 'same', value: 'a ' },
      { kind: 'removed', value: 'b' },
      { kind: 'added', value: 'x y' },
      { kind: 'same', value: ' c' },
    ]);
  });
});
