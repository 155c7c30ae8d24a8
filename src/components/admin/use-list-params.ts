import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { PageRequest } from '@/data/repos/paging';
import type { CursorValue, ListCursor } from '@/data/store';

/**
 * A staff list's view in the address (?status=Draft&sort=title&after=…&size=50), so Back and a shared link
 * restore it. Defaults are never written: the plain address is the default view. Unknown or malformed
 * values read as the default. Choices (a tab, a filter, a sort, Next) push a history entry, so Back
 * returns to the view before; typing in a search box replaces the entry.
 */

/** The page size a list starts with, and the ones ListPager offers. */
export const PAGE_SIZES = [10, 25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 25;

/** The page a list opens at (its plain address): the first, of the default size. */
export const FIRST_PAGE: Readonly<PageRequest> = { pageSize: DEFAULT_PAGE_SIZE, after: null };

const AFTER = 'after';
const SIZE = 'size';

/** One list parameter: its name in the address, its default, and which values the list knows. */
export interface ListParam<Value extends string> {
  name: string;
  fallback: Value;
  accepts: (raw: string) => raw is Value;
}

/** Every value a list takes (free text: a search, a category). */
export const anyText = (raw: string): raw is string => raw.length > 0;

interface WriteOptions {
  /** 'replace' while typing: no history entry per keystroke. */
  history?: 'push' | 'replace';
  /** A filter the store applies starts again from the first page; one on the rows shown does not. */
  resetsPage?: boolean;
}

type SetSearchParams = ReturnType<typeof useSearchParams>[1];

function write(
  setParams: SetSearchParams,
  changes: Record<string, string | null>,
  { history = 'push', resetsPage = false }: WriteOptions,
): void {
  setParams(
    (current) => {
      const next = new URLSearchParams(current);
      for (const [name, value] of Object.entries(changes)) {
        if (value === null) next.delete(name);
        else next.set(name, value);
      }
      if (resetsPage) next.delete(AFTER);
      return next;
    },
    { replace: history === 'replace', preventScrollReset: true },
  );
}

function readParam<Value extends string>(params: URLSearchParams, param: ListParam<Value>): Value {
  const raw = params.get(param.name);
  return raw !== null && param.accepts(raw) ? raw : param.fallback;
}

/** One parameter of the view and its setter (the default drops it from the address). */
export function useListParam<Value extends string>(
  param: ListParam<Value>,
  options: WriteOptions = {},
): [Value, (value: Value) => void] {
  const [params, setParams] = useSearchParams();
  const set = (value: Value) =>
    write(setParams, { [param.name]: value === param.fallback ? null : value }, options);
  return [readParam(params, param), set];
}

/**
 * A search box's text: the input keeps its own state (the router updates the address in a transition,
 * which a controlled input must not wait for) and writes each change to the address, replacing the entry.
 * Back or a link that changes the address's text resets the input to it.
 */
export function useListSearch(name: string, options: Omit<WriteOptions, 'history'> = {}) {
  const [params, setParams] = useSearchParams();
  const inAddress = params.get(name) ?? '';
  const [text, setText] = useState(inAddress);
  const [seen, setSeen] = useState(inAddress);
  if (seen !== inAddress) {
    setSeen(inAddress);
    setText(inAddress);
  }
  const change = (value: string) => {
    setText(value);
    setSeen(value);
    write(setParams, { [name]: value || null }, { ...options, history: 'replace' });
  };
  return [text, change] as const;
}

/** Where a page of a staff list starts: after a document (a store list) or at a row (a list read whole). */
export type PagingCursor = ListCursor | number;

function encodeValue(value: CursorValue): string {
  if (value instanceof Date) return String(value.getTime());
  if (typeof value === 'number') return `n${value}`;
  if (typeof value === 'string') return `s${encodeURIComponent(value)}`;
  if (value === null) return 'z';
  return value ? 't' : 'f';
}

const FIXED: Record<string, CursorValue> = { z: null, t: true, f: false };

function decodeText(text: string): string | undefined {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
}

function decodeValue(text: string): CursorValue | undefined {
  if (/^-?\d+$/.test(text)) return new Date(Number(text));
  if (Object.hasOwn(FIXED, text)) return FIXED[text];
  const body = text.slice(1);
  if (text.startsWith('n') && body !== '' && Number.isFinite(Number(body))) return Number(body);
  if (text.startsWith('s')) return decodeText(body);
  return undefined;
}

/**
 * A cursor in the address: a row as n<row>; after a document as <value>:<escaped id>, the value a Date as
 * its milliseconds, a number as n<value>, text as s<escaped text> (escaped text holds no ':' or ',').
 */
export function encodeCursor(cursor: PagingCursor): string {
  if (typeof cursor === 'number') return `n${cursor}`;
  return `${encodeValue(cursor.value)}:${encodeURIComponent(cursor.id)}`;
}

export function decodeCursor(text: string): PagingCursor | undefined {
  const colon = text.indexOf(':');
  if (colon < 0) {
    const row = decodeValue(text);
    return typeof row === 'number' ? row : undefined;
  }
  const value = decodeValue(text.slice(0, colon));
  const id = decodeText(text.slice(colon + 1));
  return value === undefined || !id ? undefined : { value, id };
}

/** The trail of cursors that led to the page shown, or none (the first page) if any is unreadable. */
export function decodeTrail<Cursor extends PagingCursor>(
  raw: string | null,
  isCursor: (value: PagingCursor) => value is Cursor,
): Cursor[] {
  if (!raw) return [];
  const cursors = raw.split(',').map(decodeCursor);
  return cursors.every((cursor): cursor is Cursor => cursor !== undefined && isCursor(cursor)) ? cursors : [];
}

export function parsePageSize(raw: string | null): number {
  const size = Number(raw);
  return (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE;
}

/** The page shown: its size and the cursors that led to it (Previous pops one, Next pushes one). */
export function useListPageParams<Cursor extends PagingCursor>(
  isCursor: (value: PagingCursor) => value is Cursor,
) {
  const [params, setParams] = useSearchParams();
  const pageSize = parsePageSize(params.get(SIZE));
  const cursors = decodeTrail(params.get(AFTER), isCursor);
  const goTo = (trail: readonly Cursor[]) =>
    write(setParams, { [AFTER]: trail.length ? trail.map(encodeCursor).join(',') : null }, {});
  return {
    pageSize,
    cursors,
    setPageSize: (size: number) =>
      write(setParams, { [SIZE]: size === DEFAULT_PAGE_SIZE ? null : String(size) }, { resetsPage: true }),
    previous: () => goTo(cursors.slice(0, -1)),
    next: (cursor: Cursor) => goTo([...cursors, cursor]),
  };
}
