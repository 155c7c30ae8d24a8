import { newDocumentId } from './document-id';
import { DELETED_FIELD, mergeMaps, withoutDeleted } from './merge';
import {
  asFieldOperation,
  StoreError,
  type DataStore,
  DOCUMENT_ID,
  type DocData,
  type FieldFilter,
  type GroupDoc,
  type ListOptions,
  type DocumentWrite,
  isDocumentWrite,
  resolveWrites,
  type StoredDoc,
  TRANSACTION_ATTEMPTS,
  type TransactionReader,
} from './port';

type Collections = Map<string, Map<string, DocData>>;

function isPlainMap(value: unknown): value is DocData {
  return typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;
}

export interface MemoryStoreOptions {
  /** Initial documents per collection (used when nothing is persisted yet). */
  seed?: Record<string, Record<string, DocData>>;
  /** localStorage key: when set, the store loads from and saves to it (demo builds). */
  persistKey?: string;
  /** Clock for server timestamps (tests pin it). */
  now?: () => Date;
  /** Every call fails with 'unavailable' while this returns true (tests of error states). */
  failWhen?: (operation: string, collection: string) => boolean;
}

const DATE_TAG = '__date__';

function cloneValue<T>(value: T): T {
  return structuredClone(value);
}

function compareValues(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === undefined || a === null) return -1;
  if (b === undefined || b === null) return 1;
  const left = a instanceof Date ? a.getTime() : a;
  const right = b instanceof Date ? b.getTime() : b;
  if (typeof left === 'number' && typeof right === 'number') return left - right;
  return String(left) < String(right) ? -1 : String(left) > String(right) ? 1 : 0;
}

function compareIds(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Firestore orders document paths segment by segment ('a/b' before 'a-c/d'). */
function comparePaths(a: string, b: string): number {
  const left = a.split('/');
  const right = b.split('/');
  for (let index = 0; index < Math.min(left.length, right.length); index += 1) {
    const order = compareIds(left[index]!, right[index]!);
    if (order !== 0) return order;
  }
  return left.length - right.length;
}

function serialize(collections: Collections): string {
  const plain: Record<string, Record<string, DocData>> = {};
  for (const [name, docs] of collections) plain[name] = Object.fromEntries(docs);
  return JSON.stringify(plain, function replacer(this: Record<string, unknown>, key, value: unknown) {
    const raw = this[key];
    return raw instanceof Date ? { [DATE_TAG]: raw.toISOString() } : value;
  });
}

function deserialize(text: string): Record<string, Record<string, DocData>> {
  return JSON.parse(text, (_key, value: unknown) => {
    if (value && typeof value === 'object' && DATE_TAG in value) {
      return new Date(String((value as Record<string, unknown>)[DATE_TAG]));
    }
    return value;
  }) as Record<string, Record<string, DocData>>;
}

/** Range filters only match values of the filter's own type, as in Firestore. */
function sameType(a: unknown, b: unknown): boolean {
  if (a instanceof Date || b instanceof Date) return a instanceof Date && b instanceof Date;
  return a !== null && b !== null && typeof a === typeof b;
}

function matchesFilter(data: DocData, filter: FieldFilter): boolean {
  const value = data[filter.field];
  const op = filter.op ?? '==';
  if (op === 'array-contains') {
    return (
      Array.isArray(value) &&
      value.some((item) => matchesFilter({ item }, { field: 'item', value: filter.value }))
    );
  }
  if (op === '==') {
    return filter.value instanceof Date
      ? value instanceof Date && value.getTime() === filter.value.getTime()
      : value === filter.value;
  }
  if (!sameType(value, filter.value)) return false;
  const order = compareValues(value, filter.value);
  return op === '>=' ? order >= 0 : order < 0;
}

/** The value at a field path of a document, or undefined. */
function valueAt(data: DocData, path: readonly string[]): unknown {
  let value: unknown = data;
  for (const key of path) value = isPlainMap(value) ? value[key] : undefined;
  return value;
}

/** The document with `value` at the field path, the maps on the way created or copied. */
function withValueAt(data: DocData, [key, ...rest]: readonly string[], value: unknown): DocData {
  if (key === undefined) return data;
  if (rest.length === 0) return { ...data, [key]: value };
  const inner = data[key];
  return { ...data, [key]: withValueAt(isPlainMap(inner) ? inner : {}, rest, value) };
}

/** An in-process document store with Firestore's semantics for the operations of the port. */
export function createMemoryStore(options: MemoryStoreOptions = {}): DataStore {
  const now = options.now ?? (() => new Date());
  const collections: Collections = new Map();
  /** How many times each document (by path) has been written: what a transaction checks its reads against. */
  const writeCounts = new Map<string, number>();
  const pathOf = (collection: string, id: string) => `${collection}/${id}`;
  const writeCountOf = (path: string) => writeCounts.get(path) ?? 0;

  const initial = loadPersisted(options.persistKey) ?? options.seed ?? {};
  for (const [name, docs] of Object.entries(initial)) {
    collections.set(name, new Map(Object.entries(docs).map(([id, data]) => [id, cloneValue(data)])));
  }

  function docsOf(collection: string): Map<string, DocData> {
    let docs = collections.get(collection);
    if (!docs) {
      docs = new Map();
      collections.set(collection, docs);
    }
    return docs;
  }

  function matching(collection: string, filters: readonly FieldFilter[] = []): Array<[string, DocData]> {
    return [...docsOf(collection)].filter(([id, data]) =>
      filters.every((filter) =>
        matchesFilter(filter.field === DOCUMENT_ID ? { [DOCUMENT_ID]: id } : data, filter),
      ),
    );
  }

  function guard(operation: string, collection: string): void {
    if (options.failWhen?.(operation, collection)) {
      throw new StoreError('unavailable', `The data service is unavailable (${operation} ${collection}).`);
    }
  }

  /** Sentinels resolved, in nested maps too (Firestore resolves a server timestamp at any depth). */
  function resolveFields(data: DocData, previous: DocData | undefined): DocData {
    const resolved: DocData = {};
    for (const [key, value] of Object.entries(data)) {
      if (value === undefined) continue;
      const operation = asFieldOperation(value);
      if (!operation) {
        const inner = previous?.[key];
        resolved[key] = isPlainMap(value)
          ? resolveFields(value, isPlainMap(inner) ? inner : undefined)
          : cloneValue(value);
      } else if (operation.kind === 'serverTimestamp') {
        resolved[key] = now();
      } else if (operation.kind === 'delete') {
        resolved[key] = DELETED_FIELD;
      } else {
        const current = previous?.[key];
        resolved[key] = (typeof current === 'number' ? current : 0) + operation.by;
      }
    }
    return resolved;
  }

  /**
   * An update's changes applied to the document: as in Firestore, a key with dots is a field path
   * ('notification.resendRequestedAt' sets one field of the map, creating the map if needed, and leaves its
   * other fields); any other key replaces the whole field.
   */
  function updated(previous: DocData, changes: DocData): DocData {
    let result = { ...previous };
    for (const [key, value] of Object.entries(changes)) {
      if (value === undefined) continue;
      const path = key.split('.');
      const resolved = resolveFields({ value }, { value: valueAt(previous, path) }).value;
      result = withValueAt(result, path, resolved);
    }
    return result;
  }

  function persist(): void {
    if (!options.persistKey || typeof localStorage === 'undefined') return;
    try {
      localStorage.setItem(options.persistKey, serialize(collections));
    } catch {
      // Storage full or blocked (private mode): the store keeps working in memory.
    }
  }

  function applyWrite(operation: DocumentWrite): void {
    const path = pathOf(operation.collection, operation.id);
    writeCounts.set(path, writeCountOf(path) + 1);
    const docs = docsOf(operation.collection);
    const previous = docs.get(operation.id);
    if (operation.type === 'create' && previous) {
      throw new StoreError(
        'already-exists',
        `Document ${operation.collection}/${operation.id} already exists.`,
      );
    }
    if (operation.type === 'delete') {
      docs.delete(operation.id);
    } else if (operation.type === 'update') {
      if (!previous) {
        throw new StoreError('not-found', `No document ${operation.collection}/${operation.id} to update.`);
      }
      docs.set(operation.id, withoutDeleted(updated(previous, operation.data)));
    } else {
      const fields = resolveFields(operation.data, previous);
      const merge = operation.type === 'set' && operation.merge && previous;
      docs.set(operation.id, withoutDeleted(merge ? mergeMaps(previous, fields) : fields));
    }
  }

  /** Writes a batch, all or nothing: every update and create target is checked before anything is written. */
  function commit(operations: readonly DocumentWrite[]): void {
    for (const operation of operations) guard(operation.type, operation.collection);
    for (const operation of operations) {
      const exists = docsOf(operation.collection).has(operation.id);
      if (operation.type === 'update' && !exists) {
        throw new StoreError('not-found', `No document ${operation.collection}/${operation.id} to update.`);
      }
      if (operation.type === 'create' && exists) {
        throw new StoreError(
          'already-exists',
          `Document ${operation.collection}/${operation.id} already exists.`,
        );
      }
    }
    for (const operation of operations) applyWrite(operation);
    persist();
  }

  const store: DataStore = {
    kind: 'memory',
    async get(collection, id) {
      guard('get', collection);
      const data = collections.get(collection)?.get(id);
      return data ? { id, data: cloneValue(data) } : null;
    },
    async list(collection, listOptions: ListOptions = {}) {
      guard('list', collection);
      let docs: StoredDoc[] = matching(collection, listOptions.where).map(([id, data]) => ({
        id,
        data: cloneValue(data),
      }));
      const order = listOptions.orderBy;
      if (order) {
        const byId = order.field === DOCUMENT_ID;
        if (byId && order.direction === 'desc') {
          throw new StoreError('invalid-argument', 'Firestore does not support descending key scans.');
        }
        // Like Firestore, documents without the ordered field are left out.
        if (!byId) docs = docs.filter((doc) => doc.data[order.field] !== undefined);
        const sign = order.direction === 'desc' ? -1 : 1;
        // (field, id): the id breaks ties in the field's direction, as Firestore's implicit order does.
        const compare = (value: unknown, id: string, other: unknown, otherId: string) =>
          sign * ((byId ? 0 : compareValues(value, other)) || compareIds(id, otherId));
        docs.sort((a, b) => compare(a.data[order.field], a.id, b.data[order.field], b.id));
        const cursor = listOptions.startAfter;
        if (cursor !== undefined) {
          docs = docs.filter((doc) => compare(doc.data[order.field], doc.id, cursor.value, cursor.id) > 0);
        }
      } else if (listOptions.startAfter !== undefined) {
        throw new StoreError('invalid-argument', 'startAfter needs an orderBy.');
      }
      return listOptions.limit === undefined ? docs : docs.slice(0, listOptions.limit);
    },
    async listGroup(collectionId, groupOptions) {
      guard('listGroup', collectionId);
      const found: GroupDoc[] = [];
      for (const [parent, docs] of collections) {
        const segments = parent.split('/');
        if (segments.length % 2 === 0 || segments.at(-1) !== collectionId) continue;
        for (const [id, data] of docs) found.push({ parent, id, data: cloneValue(data) });
      }
      const pathOf = (doc: GroupDoc) => `${doc.parent}/${doc.id}`;
      found.sort((a, b) => comparePaths(pathOf(a), pathOf(b)));
      const after = groupOptions.startAfter;
      const rest = after === undefined ? found : found.filter((doc) => comparePaths(pathOf(doc), after) > 0);
      return rest.slice(0, groupOptions.limit);
    },
    async aggregate(collection, spec, aggregateOptions = {}) {
      guard('aggregate', collection);
      // Like Firestore, a request with a sum only sees documents that have the summed field(s).
      const summed = Object.values(spec).flatMap((field) => (field.kind === 'sum' ? [field.field] : []));
      const matched = matching(collection, aggregateOptions.where)
        .filter(([, data]) => summed.every((field) => data[field] !== undefined))
        .slice(0, aggregateOptions.limit);
      const figures: Record<string, number> = {};
      for (const [alias, field] of Object.entries(spec)) {
        figures[alias] =
          field.kind === 'count'
            ? matched.length
            : matched.reduce((total, [, data]) => {
                const value = data[field.field];
                return typeof value === 'number' ? total + value : total;
              }, 0);
      }
      return figures as Record<keyof typeof spec, number>;
    },
    async add(collection, data) {
      guard('add', collection);
      const id = newDocumentId();
      applyWrite({ type: 'set', collection, id, data });
      persist();
      return id;
    },
    async create(collection, id, data) {
      guard('create', collection);
      if (docsOf(collection).has(id)) {
        throw new StoreError('already-exists', `Document ${collection}/${id} already exists.`);
      }
      applyWrite({ type: 'set', collection, id, data });
      persist();
    },
    async set(collection, id, data, setOptions) {
      guard('set', collection);
      applyWrite({ type: 'set', collection, id, data, merge: setOptions?.merge ?? false });
      persist();
    },
    async update(collection, id, data) {
      guard('update', collection);
      applyWrite({ type: 'update', collection, id, data });
      persist();
    },
    async remove(collection, id) {
      guard('remove', collection);
      applyWrite({ type: 'delete', collection, id });
      persist();
    },
    async batch(operations) {
      if (operations.every(isDocumentWrite)) commit(operations);
      else await store.transaction((reader) => resolveWrites(operations, reader));
    },
    async transaction(work) {
      for (let attempt = 1; attempt <= TRANSACTION_ATTEMPTS; attempt += 1) {
        const seen = new Map<string, number>();
        const reader: TransactionReader = {
          get(collection, id) {
            // Noted in the same tick as the read (get reads synchronously), so the two always agree.
            seen.set(pathOf(collection, id), writeCountOf(pathOf(collection, id)));
            return store.get(collection, id);
          },
        };
        const operations = await work(reader);
        // No await from this check to the writes: nothing else can write in between.
        if ([...seen].every(([path, count]) => writeCountOf(path) === count)) {
          commit(operations);
          return;
        }
      }
      throw new StoreError('unavailable', 'The data kept changing during the save. Please try again.');
    },
  };
  return store;
}

function loadPersisted(key: string | undefined): Record<string, Record<string, DocData>> | null {
  if (!key || typeof localStorage === 'undefined') return null;
  try {
    const text = localStorage.getItem(key);
    return text ? deserialize(text) : null;
  } catch {
    return null;
  }
}
