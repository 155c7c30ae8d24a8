/**
 * The storage port: the handful of document operations the app needs. Two adapters implement it
 * (Firestore lite, and an in-memory store for tests, demo and offline dev); one contract suite checks both.
 * Nothing above this layer sees Firebase types: timestamps come back as Date.
 */
export type DocData = Record<string, unknown>;

export interface StoredDoc {
  id: string;
  data: DocData;
}

type FieldScalar = string | number | boolean | null;

/** A value a list can start after: what the orderBy field holds (timestamps come back as Date). */
export type CursorValue = FieldScalar | Date;

/**
 * '>=' and '<' compare like Firestore: only values of the same type match (a Date against dates).
 * 'array-contains': the field is a list holding the value (at most one such filter per query, as in Firestore).
 */
type FilterOperator = '==' | '>=' | '<' | 'array-contains';

export interface FieldFilter {
  /** A field, or DOCUMENT_ID: the document id (a range of ids: ids that start with a text). */
  field: string;
  /** '==' when left out. */
  op?: FilterOperator;
  value: CursorValue;
}

/** Orders a list by document id instead of a field (Firestore's documentId()); ascending only. */
export const DOCUMENT_ID = '__name__';

/**
 * Where a page starts: after the document with this id, which holds `value` in the orderBy field (its id
 * again when the list is ordered by DOCUMENT_ID). cursorAfter() makes one from the last document read.
 */
export interface ListCursor {
  value: CursorValue;
  id: string;
}

export interface ListOptions {
  /** Filters, all of which must hold. Range filters ('>=', '<') may only name one field. */
  where?: readonly FieldFilter[];
  /**
   * The order, with the document id as the tie-breaker in the same direction (documents that hold the
   * same value come in id order), so a cursor never splits or skips them.
   */
  orderBy?: { field: string; direction?: 'asc' | 'desc' };
  limit?: number;
  /** Paging: only documents after this one in the list's order (needs orderBy). */
  startAfter?: ListCursor;
}

/** The cursor that continues a list after `doc`, ordered by `field`. */
export function cursorAfter(doc: StoredDoc, field: string): ListCursor {
  return { value: field === DOCUMENT_ID ? doc.id : (doc.data[field] as CursorValue), id: doc.id };
}

/** A document found by a collection-group list: `parent` is the path of the collection that holds it. */
export interface GroupDoc extends StoredDoc {
  parent: string;
}

interface GroupListOptions {
  limit: number;
  /** Paging: only documents after this path (`${parent}/${id}` of the last document read). */
  startAfter?: string;
}

/**
 * The most documents one public list query may ask for. firestore.rules refuses a public list of posts
 * or projects without a limit, or with a larger one; callers that need everything page through with
 * startAfter.
 */
export const PUBLIC_LIST_LIMIT = 50;

/**
 * The most documents one staff list query may ask for: firestore.rules refuse a staff list without a
 * limit or with a larger one, so one request can never read a whole flooded collection. count()/sum()
 * requests are checked by the rules as lists, so aggregations carry it too (a count at this cap means
 * "this many or more").
 */
export const STAFF_QUERY_LIMIT = 10_000;

/** One figure of an aggregation: how many documents match, or the sum of a numeric field over them. */
export type AggregateField = { kind: 'count' } | { kind: 'sum'; field: string };

export type AggregateSpec = Record<string, AggregateField>;

interface AggregateOptions {
  where?: readonly FieldFilter[];
  /** Caps the documents matched (and so the count, and what the sum adds up). */
  limit?: number;
}

/**
 * Sentinels a write may carry in place of a value; each adapter turns them into its native form. `delete`
 * removes the field (in a set with merge, also a key of a nested map; in an update, a top-level field).
 */
export type FieldOperation =
  | { readonly kind: 'serverTimestamp' }
  | { readonly kind: 'increment'; readonly by: number }
  | { readonly kind: 'delete' };

const FIELD_OPERATION = Symbol.for('store.fieldOperation');

export interface FieldOperationValue {
  readonly [FIELD_OPERATION]: FieldOperation;
}

export const fieldValue = {
  serverTimestamp: (): FieldOperationValue => ({ [FIELD_OPERATION]: { kind: 'serverTimestamp' } }),
  increment: (by: number): FieldOperationValue => ({ [FIELD_OPERATION]: { kind: 'increment', by } }),
  delete: (): FieldOperationValue => ({ [FIELD_OPERATION]: { kind: 'delete' } }),
};

export function asFieldOperation(value: unknown): FieldOperation | null {
  if (typeof value === 'object' && value !== null && FIELD_OPERATION in value) {
    return (value as FieldOperationValue)[FIELD_OPERATION];
  }
  return null;
}

/**
 * One write of a batch. 'create' writes a new document: the memory store refuses the whole batch with
 * 'already-exists' when the document is there; Firestore (whose batches have no create) sends a set,
 * and the security rules refuse it as an update of an existing document ('permission-denied').
 */
export type DocumentWrite =
  | { type: 'create'; collection: string; id: string; data: DocData }
  | { type: 'set'; collection: string; id: string; data: DocData; merge?: boolean }
  /** As DataStore.update: a key with dots is a field path. */
  | { type: 'update'; collection: string; id: string; data: DocData }
  | { type: 'delete'; collection: string; id: string };

/**
 * Writes that depend on documents read when the batch commits (site/live and its versions, which every
 * staff save updates): a batch that holds one runs as a transaction. `derive` reads through the reader
 * and returns its writes; it runs again when a document it read changes before the commit.
 * `collection`/`id` name the document it is about (for logs and tests).
 */
interface DerivedWrites {
  type: 'derived';
  collection: string;
  id: string;
  derive: (reader: TransactionReader) => Promise<readonly DocumentWrite[]>;
}

export type WriteOperation = DocumentWrite | DerivedWrites;

/** A batch's writes with its derived ones in their place, read through `reader`. */
export async function resolveWrites(
  operations: readonly WriteOperation[],
  reader: TransactionReader,
): Promise<DocumentWrite[]> {
  const resolved = await Promise.all(
    operations.map((operation) => (operation.type === 'derived' ? operation.derive(reader) : [operation])),
  );
  return resolved.flat();
}

export function isDocumentWrite(operation: WriteOperation): operation is DocumentWrite {
  return operation.type !== 'derived';
}

/** A transaction's reads: by id only (Firestore's transactions cannot run queries). */
export interface TransactionReader {
  get(collection: string, id: string): Promise<StoredDoc | null>;
}

/** How many times a transaction runs before it gives up on contention (Firestore's default is 5). */
export const TRANSACTION_ATTEMPTS = 10;

export interface DataStore {
  readonly kind: 'firestore' | 'memory';
  get(collection: string, id: string): Promise<StoredDoc | null>;
  list(collection: string, options?: ListOptions): Promise<StoredDoc[]>;
  /**
   * The documents of every collection named `collectionId`, wherever it is (revisions of all posts and
   * projects), in document path order: Firestore's collection-group query, ordered by documentId().
   */
  listGroup(collectionId: string, options: GroupListOptions): Promise<GroupDoc[]>;
  /**
   * Counts and sums over the matching documents in one request, without reading them (Firestore bills
   * one read per 1,000 index entries matched). Sums skip values that are not numbers. As in Firestore,
   * a request with a sum leaves out documents that lack the summed field, for every figure it holds:
   * count everything in a request of its own.
   */
  aggregate<Spec extends AggregateSpec>(
    collection: string,
    spec: Spec,
    options?: AggregateOptions,
  ): Promise<Record<keyof Spec, number>>;
  /** Adds a document under a generated id and returns the id. */
  add(collection: string, data: DocData): Promise<string>;
  /**
   * Writes a document under a chosen id, meant as a create. The memory store refuses an existing id with
   * 'already-exists'; on Firestore the security rules are what refuse it (update is not allowed on
   * create-only collections), which surfaces as 'permission-denied'.
   */
  create(collection: string, id: string, data: DocData): Promise<void>;
  set(collection: string, id: string, data: DocData, options?: { merge?: boolean }): Promise<void>;
  /**
   * Merges fields into an existing document; 'not-found' when it does not exist. As in Firestore, a key
   * with dots is a field path: { 'notification.resendRequestedAt': … } sets that one field of the map.
   */
  update(collection: string, id: string, data: DocData): Promise<void>;
  remove(collection: string, id: string): Promise<void>;
  /** Commits the writes all or nothing; with derived writes (see DerivedWrites), as a transaction. */
  batch(operations: readonly WriteOperation[]): Promise<void>;
  /**
   * Runs `work`, then commits the writes it returns as one batch (all or nothing), only if none of the
   * documents it read through `reader` has changed since; when one has, runs it again, up to
   * TRANSACTION_ATTEMPTS times ('unavailable' after that). `work` may run more than once: it must not
   * have effects of its own. Creates are checked as in batch().
   */
  transaction(work: (reader: TransactionReader) => Promise<readonly DocumentWrite[]>): Promise<void>;
}

export type StoreErrorCode =
  | 'not-found'
  | 'already-exists'
  | 'permission-denied'
  | 'unavailable'
  | 'invalid-argument'
  | 'unknown';

export class StoreError extends Error {
  readonly code: StoreErrorCode;

  constructor(code: StoreErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'StoreError';
    this.code = code;
  }
}

export function isStoreError(error: unknown, code?: StoreErrorCode): error is StoreError {
  return error instanceof StoreError && (code === undefined || error.code === code);
}
