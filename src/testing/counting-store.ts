import type { AggregateSpec, DataStore } from '@/data/store';

/** Firestore bills an aggregation one read per this many index entries matched (at least one). */
const ENTRIES_PER_AGGREGATION_READ = 1000;

/** An alias the wrapped aggregation adds to learn how many entries it matched. */
const MATCHED_ALIAS = '__countingStoreMatched';

interface ReadLogEntry {
  operation: 'get' | 'list' | 'listGroup' | 'aggregate';
  collection: string;
  /** Billed document reads of this call. */
  reads: number;
}

export interface CountingStore {
  store: DataStore;
  /** Document reads since creation (or the last resetReads), billed the way Firestore bills them. */
  reads(): number;
  /** Every read call since creation (or the last resetReads), in order. */
  log(): readonly ReadLogEntry[];
  resetReads(): void;
}

/**
 * Wraps a store and counts document reads as Firestore bills them: a get is 1 (also when the document
 * is missing), a list or a collection-group list is one per document returned (1 when none), an
 * aggregation is one per 1,000 index entries matched (at least 1). Writes are not counted. Tests use it
 * to bound what a screen reads.
 */
export function createCountingStore(inner: DataStore): CountingStore {
  let entries: ReadLogEntry[] = [];
  const record = (entry: ReadLogEntry) => {
    entries.push(entry);
  };

  const store: DataStore = {
    ...inner,
    async get(collection, id) {
      const doc = await inner.get(collection, id);
      record({ operation: 'get', collection, reads: 1 });
      return doc;
    },
    async list(collection, options) {
      const docs = await inner.list(collection, options);
      record({ operation: 'list', collection, reads: Math.max(1, docs.length) });
      return docs;
    },
    async listGroup(collectionId, options) {
      const docs = await inner.listGroup(collectionId, options);
      record({ operation: 'listGroup', collection: collectionId, reads: Math.max(1, docs.length) });
      return docs;
    },
    async aggregate<Spec extends AggregateSpec>(
      collection: string,
      spec: Spec,
      options?: Parameters<DataStore['aggregate']>[2],
    ) {
      const { [MATCHED_ALIAS]: matched, ...figures } = await inner.aggregate(
        collection,
        { ...spec, [MATCHED_ALIAS]: { kind: 'count' } },
        options,
      );
      const reads = Math.max(1, Math.ceil((matched ?? 0) / ENTRIES_PER_AGGREGATION_READ));
      record({ operation: 'aggregate', collection, reads });
      return figures as Record<keyof Spec, number>;
    },
  };

  return {
    store,
    reads: () => entries.reduce((total, entry) => total + entry.reads, 0),
    log: () => entries,
    resetReads: () => {
      entries = [];
    },
  };
}
