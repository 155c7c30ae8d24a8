import { DOCUMENT_ID, getStore, STAFF_QUERY_LIMIT, type StoredDoc } from '../store';
import { fromStored } from '../models/read';
import { readSubscriber } from '../models/subscriber';
import type { Subscriber } from '../schemas/subscriber';
import { listPage, readAllPages, type Page, type PageRequest } from './paging';

import { SUBSCRIBERS } from './collections';
import { commitCountedChange, getCollectionCounts } from './collection-stats';

const toSubscriber: (doc: StoredDoc) => Subscriber = fromStored(readSubscriber);

const NEWEST_FIRST = { field: 'createdAt', direction: 'desc' } as const;

/** The newest `count` subscribers (notifications); with `since`, only those at or after it. */
export async function listSubscribers(count: number, since?: Date): Promise<Subscriber[]> {
  const store = await getStore();
  const docs = await store.list(SUBSCRIBERS, {
    where: since ? [{ field: 'createdAt', op: '>=', value: since }] : [],
    orderBy: NEWEST_FIRST,
    limit: count,
  });
  return docs.map(toSubscriber);
}

/** One page of subscribers, newest first (the subscribers screen). */
export async function listSubscribersPage(request: PageRequest): Promise<Page<Subscriber>> {
  return listPage(SUBSCRIBERS, { ...request, orderBy: NEWEST_FIRST }, toSubscriber);
}

/** The highest code point Firestore orders: an id range [text, text + this) holds the ids that start with text. */
const AFTER_EVERY_ID_STARTING_WITH = '\uf8ff';

/**
 * One page of the subscribers whose address starts with `start` (lower-cased), in address order: the
 * address is the document id, so this is a range of ids (pageSize + 1 reads; a whole address reads 1).
 */
export async function listSubscribersStartingWith(
  start: string,
  request: PageRequest,
): Promise<Page<Subscriber>> {
  const prefix = start.trim().toLowerCase();
  return listPage(
    SUBSCRIBERS,
    {
      ...request,
      where: [
        { field: DOCUMENT_ID, op: '>=', value: prefix },
        { field: DOCUMENT_ID, op: '<', value: `${prefix}${AFTER_EVERY_ID_STARTING_WITH}` },
      ],
      orderBy: { field: DOCUMENT_ID },
    },
    toSubscriber,
  );
}

/**
 * Every subscriber, newest first, read STAFF_QUERY_LIMIT at a time: for an explicit export only, where a
 * person's click may cost one read per subscriber; a page load never calls it.
 */
export async function listAllSubscribers(): Promise<Subscriber[]> {
  const store = await getStore();
  const docs = await readAllPages(store, SUBSCRIBERS, { orderBy: NEWEST_FIRST }, STAFF_QUERY_LIMIT);
  return docs.map(toSubscriber);
}

export interface SubscriberCount {
  count: number;
  /** The count reached STAFF_QUERY_LIMIT: there are at least that many. */
  atCap: boolean;
}

/**
 * How many subscribers there are: stats/subscribers (one read, exact at any size); until that document
 * exists (`npm run stats:backfill`), one count() request (1 read per 1,000 subscribers), capped.
 */
export async function countSubscribers(): Promise<SubscriberCount> {
  const stored = await getCollectionCounts(SUBSCRIBERS);
  if (stored) return { count: stored.total, atCap: false };
  const store = await getStore();
  const { count } = await store.aggregate(
    SUBSCRIBERS,
    { count: { kind: 'count' } },
    { limit: STAFF_QUERY_LIMIT },
  );
  return { count, atCap: count >= STAFF_QUERY_LIMIT };
}

/** Removes a subscriber, with its audit entry and the count's change, in a transaction (commitCountedChange). */
export function deleteSubscriber(email: string): Promise<void> {
  return commitCountedChange(SUBSCRIBERS, email, () => ({
    write: { type: 'delete', collection: SUBSCRIBERS, id: email },
    after: null,
    audit: { action: 'subscriber.delete', collection: SUBSCRIBERS, docId: email, summary: email },
  }));
}
