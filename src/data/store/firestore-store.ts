import {
  collection as collectionRef,
  collectionGroup,
  documentId,
  connectFirestoreEmulator,
  deleteDoc,
  deleteField,
  doc,
  getDoc,
  getDocs,
  increment,
  limit,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  startAfter,
  addDoc,
  count,
  getAggregate,
  sum,
  updateDoc,
  where,
  runTransaction,
  writeBatch,
  Timestamp,
  type DocumentReference,
  type SetOptions,
  type AggregateField as FirestoreAggregateField,
  type Firestore,
  type QueryConstraint,
} from 'firebase/firestore/lite';
import { FirebaseError } from 'firebase/app';
import { firestoreEmulatorHost, getFirebaseApp } from '@/lib/firebase';
import { getFirestore } from 'firebase/firestore/lite';
import {
  asFieldOperation,
  DOCUMENT_ID,
  isStoreError,
  StoreError,
  type AggregateField,
  type DataStore,
  type DocData,
  type FieldFilter,
  type ListOptions,
  type StoreErrorCode,
  type DocumentWrite,
  isDocumentWrite,
  resolveWrites,
  TRANSACTION_ATTEMPTS,
  type TransactionReader,
} from './port';

function isPlainMap(value: unknown): value is DocData {
  return typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;
}

/** The port's sentinels as Firestore's, in nested maps too (site/live's entries carry server timestamps). */
function toFirestoreData(data: DocData): DocData {
  const converted: DocData = {};
  for (const [key, value] of Object.entries(data)) {
    if (value === undefined) continue;
    const operation = asFieldOperation(value);
    if (operation)
      converted[key] =
        operation.kind === 'serverTimestamp'
          ? serverTimestamp()
          : operation.kind === 'delete'
            ? deleteField()
            : increment(operation.by);
    else if (value instanceof Date) converted[key] = storedTimestamps.get(value) ?? value;
    else converted[key] = isPlainMap(value) ? toFirestoreData(value) : value;
  }
  return converted;
}

/**
 * The Timestamp each Date read from Firestore came from. Firestore keeps microseconds, a Date milliseconds:
 * a document copied as read (site/live's versions, src/data/repos/live-site-writes.ts) is written back with
 * the exact stamps, so the rules see it unchanged.
 */
const storedTimestamps = new WeakMap<Date, Timestamp>();

/** Timestamps become Date at this boundary, recursively; nothing above sees Firebase types. */
function fromFirestoreValue(value: unknown): unknown {
  if (value instanceof Timestamp) {
    const date = value.toDate();
    if (value.nanoseconds % 1_000_000 !== 0) storedTimestamps.set(date, value);
    return date;
  }
  if (Array.isArray(value)) return value.map(fromFirestoreValue);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, fromFirestoreValue(inner)]));
  }
  return value;
}

const codeMap: Partial<Record<string, StoreErrorCode>> = {
  'not-found': 'not-found',
  'already-exists': 'already-exists',
  'permission-denied': 'permission-denied',
  unauthenticated: 'permission-denied',
  unavailable: 'unavailable',
  'deadline-exceeded': 'unavailable',
  // A transaction that lost to other writes on every attempt: saving again may succeed.
  aborted: 'unavailable',
  'invalid-argument': 'invalid-argument',
  'failed-precondition': 'invalid-argument',
};

async function translateErrors<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    // FirestoreError extends FirebaseError, whose constructor resets the prototype: test the base class.
    if (error instanceof FirebaseError) {
      throw new StoreError(codeMap[error.code] ?? 'unknown', error.message, { cause: error });
    }
    throw error;
  }
}

function whereConstraints(filters: readonly FieldFilter[] = []): QueryConstraint[] {
  return filters.map((filter) =>
    where(filter.field === DOCUMENT_ID ? documentId() : filter.field, filter.op ?? '==', filter.value),
  );
}

/**
 * orderBy(field), then orderBy(documentId()) in the same direction (the order Firestore applies anyway,
 * so it needs no other index), and a cursor on both: documents sharing a value are never skipped.
 */
function orderConstraints({ orderBy: order, startAfter: cursor }: ListOptions): QueryConstraint[] {
  if (!order) {
    if (cursor !== undefined) throw new StoreError('invalid-argument', 'startAfter needs an orderBy.');
    return [];
  }
  const direction = order.direction ?? 'asc';
  if (order.field === DOCUMENT_ID) {
    return [orderBy(documentId(), direction), ...(cursor ? [startAfter(cursor.id)] : [])];
  }
  return [
    orderBy(order.field, direction),
    orderBy(documentId(), direction),
    ...(cursor ? [startAfter(cursor.value, cursor.id)] : []),
  ];
}

function toFirestoreAggregate(field: AggregateField): FirestoreAggregateField<number> {
  return field.kind === 'count' ? count() : sum(field.field);
}

/** What a batch and a transaction share: their writes. */
interface WriteTarget {
  set(ref: DocumentReference, data: DocData, options: SetOptions): unknown;
  update(ref: DocumentReference, data: DocData): unknown;
  delete(ref: DocumentReference): unknown;
}

/** Adds the port's writes to a batch or a transaction (neither has a create: see port.ts). */
function addWrites(db: Firestore, target: WriteTarget, operations: readonly DocumentWrite[]): void {
  for (const operation of operations) {
    const ref = doc(db, operation.collection, operation.id);
    if (operation.type === 'delete') target.delete(ref);
    else if (operation.type === 'update') target.update(ref, toFirestoreData(operation.data));
    // The rules refuse a set over an existing document where a create is meant (see port.ts).
    else if (operation.type === 'create') target.set(ref, toFirestoreData(operation.data), {});
    else target.set(ref, toFirestoreData(operation.data), { merge: operation.merge ?? false });
  }
}

/** How many times a refused transaction runs (see transaction below). */
const REFUSED_TRANSACTION_ATTEMPTS = 3;

export function createFirestoreStore(db: Firestore = connectDefaultFirestore()): DataStore {
  /** One runTransaction: the work's reads through the transaction, its writes committed by it. */
  const runOnce = (work: Parameters<DataStore['transaction']>[0]) =>
    translateErrors(() =>
      runTransaction(
        db,
        async (transaction) => {
          const reader: TransactionReader = {
            get: async (collection, id) => {
              const snapshot = await transaction.get(doc(db, collection, id));
              return snapshot.exists() ? { id, data: fromFirestoreValue(snapshot.data()) as DocData } : null;
            },
          };
          addWrites(db, transaction, await work(reader));
        },
        { maxAttempts: TRANSACTION_ATTEMPTS },
      ),
    );
  const store: DataStore = {
    kind: 'firestore',
    get: (collection, id) =>
      translateErrors(async () => {
        const snapshot = await getDoc(doc(db, collection, id));
        return snapshot.exists() ? { id, data: fromFirestoreValue(snapshot.data()) as DocData } : null;
      }),
    list: (collection, options = {}) =>
      translateErrors(async () => {
        const constraints = [...whereConstraints(options.where), ...orderConstraints(options)];
        if (options.limit !== undefined) constraints.push(limit(options.limit));
        const snapshot = await getDocs(query(collectionRef(db, collection), ...constraints));
        return snapshot.docs.map((docSnapshot) => ({
          id: docSnapshot.id,
          data: fromFirestoreValue(docSnapshot.data()) as DocData,
        }));
      }),
    listGroup: (collectionId, options) =>
      translateErrors(async () => {
        const constraints: QueryConstraint[] = [orderBy(documentId())];
        // A collection-group cursor on documentId() is the document's full path.
        if (options.startAfter !== undefined) constraints.push(startAfter(options.startAfter));
        constraints.push(limit(options.limit));
        const snapshot = await getDocs(query(collectionGroup(db, collectionId), ...constraints));
        return snapshot.docs.map((docSnapshot) => ({
          parent: docSnapshot.ref.parent.path,
          id: docSnapshot.id,
          data: fromFirestoreValue(docSnapshot.data()) as DocData,
        }));
      }),
    aggregate: (collection, spec, options = {}) =>
      translateErrors(async () => {
        const constraints = whereConstraints(options.where);
        if (options.limit !== undefined) constraints.push(limit(options.limit));
        const fields = Object.fromEntries(
          Object.entries(spec).map(([alias, field]) => [alias, toFirestoreAggregate(field)]),
        );
        const snapshot = await getAggregate(query(collectionRef(db, collection), ...constraints), fields);
        const data = snapshot.data();
        // A sum over no documents (or no numbers) comes back as 0; a count is always a number.
        return Object.fromEntries(
          Object.keys(spec).map((alias) => [alias, Number(data[alias] ?? 0)]),
        ) as Record<keyof typeof spec, number>;
      }),
    add: (collection, data) =>
      translateErrors(async () => (await addDoc(collectionRef(db, collection), toFirestoreData(data))).id),
    create: (collection, id, data) =>
      translateErrors(() => setDoc(doc(db, collection, id), toFirestoreData(data))),
    set: (collection, id, data, options) =>
      translateErrors(() =>
        setDoc(doc(db, collection, id), toFirestoreData(data), { merge: options?.merge ?? false }),
      ),
    update: (collection, id, data) =>
      translateErrors(() => updateDoc(doc(db, collection, id), toFirestoreData(data))),
    remove: (collection, id) => translateErrors(() => deleteDoc(doc(db, collection, id))),
    batch: (operations) =>
      operations.every(isDocumentWrite)
        ? translateErrors(async () => {
            const batch = writeBatch(db);
            addWrites(db, batch, operations);
            await batch.commit();
          })
        : store.transaction((reader) => resolveWrites(operations, reader)),
    // Firestore checks at commit that nothing read has changed, and runs the function again when it has.
    transaction: async (work) => {
      for (let attempt = 1; ; attempt += 1) {
        try {
          return await runOnce(work);
        } catch (error) {
          // The rules judge a commit against the documents as they are, before the check that what it read
          // is unchanged: a commit that lost a race to another save comes back refused, not as a conflict.
          // Run again on fresh reads; a refusal that stands is refused again.
          if (!isStoreError(error, 'permission-denied') || attempt >= REFUSED_TRANSACTION_ATTEMPTS)
            throw error;
        }
      }
    },
  };
  return store;
}

function connectDefaultFirestore(): Firestore {
  const db = getFirestore(getFirebaseApp());
  const emulator = firestoreEmulatorHost();
  if (emulator) connectFirestoreEmulator(db, emulator.host, emulator.port);
  return db;
}
