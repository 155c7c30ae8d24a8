/**
 * A small longest-common-subsequence diff, for the body's lines and a field's words. The `diff` package
 * would do the same in more bytes; the inputs here are one post or project, so the quadratic table is
 * bounded (see MAX_CELLS) and falls back to "all removed, all added" beyond it.
 */

type DiffKind = 'same' | 'removed' | 'added';

export interface DiffPart<T> {
  kind: DiffKind;
  value: T;
}

/** Above this many table cells (about 16 MB) the middle of the two sequences is shown as replaced. */
const MAX_CELLS = 4_000_000;

/** What turns `before` into `after`: kept, removed and added items, in reading order (removals first). */
export function diffSequences<T>(before: readonly T[], after: readonly T[]): DiffPart<T>[] {
  let start = 0;
  while (start < before.length && start < after.length && before[start] === after[start]) start += 1;
  let endBefore = before.length;
  let endAfter = after.length;
  while (endBefore > start && endAfter > start && before[endBefore - 1] === after[endAfter - 1]) {
    endBefore -= 1;
    endAfter -= 1;
  }
  const same = (value: T): DiffPart<T> => ({ kind: 'same', value });
  return [
    ...before.slice(0, start).map(same),
    ...diffMiddle(before.slice(start, endBefore), after.slice(start, endAfter)),
    ...before.slice(endBefore).map(same),
  ];
}

function diffMiddle<T>(before: readonly T[], after: readonly T[]): DiffPart<T>[] {
  const rows = before.length;
  const columns = after.length;
  const removed = (value: T): DiffPart<T> => ({ kind: 'removed', value });
  const added = (value: T): DiffPart<T> => ({ kind: 'added', value });
  if (rows === 0 || columns === 0 || (rows + 1) * (columns + 1) > MAX_CELLS) {
    return [...before.map(removed), ...after.map(added)];
  }
  // lengths[i * width + j]: the LCS length of before[i..] and after[j..].
  const width = columns + 1;
  const lengths = new Uint32Array((rows + 1) * width);
  const lcs = (i: number, j: number) => lengths[i * width + j] ?? 0;
  for (let i = rows - 1; i >= 0; i -= 1) {
    for (let j = columns - 1; j >= 0; j -= 1) {
      lengths[i * width + j] =
        before[i] === after[j] ? lcs(i + 1, j + 1) + 1 : Math.max(lcs(i + 1, j), lcs(i, j + 1));
    }
  }
  const parts: DiffPart<T>[] = [];
  let i = 0;
  let j = 0;
  while (i < rows || j < columns) {
    const left = before[i] as T;
    const right = after[j] as T;
    if (i < rows && j < columns && left === right) {
      parts.push({ kind: 'same', value: left });
      i += 1;
      j += 1;
    } else if (j === columns || (i < rows && lcs(i + 1, j) >= lcs(i, j + 1))) {
      parts.push(removed(left));
      i += 1;
    } else {
      parts.push(added(right));
      j += 1;
    }
  }
  return parts;
}

/** Words and the spaces between them, so that joining the parts gives the text back. */
export function words(text: string): string[] {
  return text.split(/(\s+)/).filter((token) => token !== '');
}

/** Neighbouring parts of one kind joined into one (a run of removed words reads as one phrase). */
export function mergeParts(parts: readonly DiffPart<string>[]): DiffPart<string>[] {
  const merged: DiffPart<string>[] = [];
  for (const part of parts) {
    const last = merged.at(-1);
    if (last && last.kind === part.kind) last.value += part.value;
    else merged.push({ ...part });
  }
  return merged;
}
