/*
 * What a browser tab has shown and not yet counted, and what its next flush takes (./visit-stats.ts). Pure:
 * the browser's counter (src/features/visits) and the benchmark (scripts/bench-views.mjs) share it.
 */
import {
  MAX_PAGES_PER_FLUSH,
  MAX_POSTS_PER_FLUSH,
  MAX_REFERRER_LENGTH,
  type PageKey,
  type VisitFlush,
} from './visit-stats';

export type ShownItem = { kind: 'page'; key: PageKey } | { kind: 'post'; id: string };

export interface VisitQueue {
  /** In the order shown; a page or post shown again before its flush counts once more in the next. */
  items: ShownItem[];
  /** Whether this tab's visit has been counted (by its first flush). */
  visitCounted: boolean;
  referrer: string | null;
}

export function newVisitQueue(referrer: string | null): VisitQueue {
  return { items: [], visitCounted: false, referrer };
}

export function enqueue(queue: VisitQueue, item: ShownItem): VisitQueue {
  return { ...queue, items: [...queue.items, item] };
}

const sameItem = (a: ShownItem, b: ShownItem) =>
  a.kind === b.kind && (a.kind === 'page' ? a.key === (b as typeof a).key : a.id === (b as typeof a).id);

/**
 * The next flush and the queue after it: each page or post at most once (the rules count each once per
 * flush), within the limits per flush; what does not fit (a repeat, or past a limit) stays for the next.
 * Null when nothing is waiting.
 */
export function takeFlush(queue: VisitQueue): { flush: VisitFlush; rest: VisitQueue } | null {
  if (queue.items.length === 0) return null;
  const taken: ShownItem[] = [];
  const left: ShownItem[] = [];
  for (const item of queue.items) {
    const full =
      item.kind === 'post'
        ? taken.filter((one) => one.kind === 'post').length >= MAX_POSTS_PER_FLUSH
        : taken.filter((one) => one.kind === 'page').length >= MAX_PAGES_PER_FLUSH;
    if (full || taken.some((one) => sameItem(one, item))) left.push(item);
    else taken.push(item);
  }
  const flush: VisitFlush = {
    pages: taken.flatMap((item) => (item.kind === 'page' ? [item.key] : [])),
    posts: taken.flatMap((item) => (item.kind === 'post' ? [item.id] : [])),
    visit: !queue.visitCounted,
    referrer: queue.visitCounted ? null : queue.referrer,
  };
  return { flush, rest: { ...queue, items: left, visitCounted: true } };
}

/**
 * The host a visit came from: the referrer's, when it is another site's (a link followed on this site is
 * not a source), lower-case, at most MAX_REFERRER_LENGTH characters. Nothing else of the address is kept.
 */
export function referrerHostOf(referrer: string, ownHost: string): string | null {
  let host: string;
  try {
    host = new URL(referrer).hostname.toLowerCase();
  } catch {
    return null;
  }
  if (!host || host === ownHost.toLowerCase() || host.length > MAX_REFERRER_LENGTH) return null;
  return /^[a-z0-9.-]+$/.test(host) ? host : null;
}
