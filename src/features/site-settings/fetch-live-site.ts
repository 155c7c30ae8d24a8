import { appConfig, MEMORY_STORE_KEY } from '@/lib/config';
import {
  type ClockReading,
  CLOCK_MARGIN_MS,
  knownServerClockOffset,
  noteDateHeader,
  noteServerTime,
  serverClockOffset,
} from '@/lib/server-clock';
import { readLiveSite } from '@/data/models/live-site-reader';
import { LIVE_SITE, readPendingTimes, type LiveSite } from '@/data/models/live-site';
import { publicReadBound } from '@/data/models/schedule';
import type { RawDoc } from '@/data/models/read';

/*
 * Public pages read site/live without the Firebase SDK: one query of the Firestore REST API (the rules make
 * its versions public from their time). The REST value types are decoded here; the readers validate the rest.
 */
interface RestValue {
  stringValue?: string;
  booleanValue?: boolean;
  integerValue?: string;
  doubleValue?: number;
  timestampValue?: string;
  nullValue?: null;
  mapValue?: { fields?: RestFields };
  arrayValue?: { values?: RestValue[] };
}
type RestFields = Record<string, RestValue>;

function decodeValue(value: RestValue): unknown {
  if (value.mapValue) return decodeFields(value.mapValue.fields);
  if (value.arrayValue) return (value.arrayValue.values ?? []).map(decodeValue);
  if (value.timestampValue !== undefined) return new Date(value.timestampValue);
  if (value.integerValue !== undefined) return Number(value.integerValue);
  if (value.doubleValue !== undefined) return value.doubleValue;
  if (value.booleanValue !== undefined) return value.booleanValue;
  if (value.stringValue !== undefined) return value.stringValue;
  return null;
}

export function decodeFields(fields: RestFields = {}): RawDoc {
  const raw: RawDoc = {};
  for (const [name, value] of Object.entries(fields)) raw[name] = decodeValue(value);
  return raw;
}

// Each variable is read as import.meta.env.NAME so the build inlines just that value.
function queryUrl(): string {
  const path = `/v1/projects/${import.meta.env.VITE_FIREBASE_PROJECT_ID}/databases/(default)/documents:runQuery`;
  const emulatorHost = import.meta.env.VITE_FIRESTORE_EMULATOR_HOST;
  return emulatorHost
    ? `http://${emulatorHost}${path}`
    : `https://firestore.googleapis.com${path}?key=${import.meta.env.VITE_FIREBASE_API_KEY}`;
}

/**
 * The newest of site/live and its versions whose time has come (src/data/repos/live-site-writes.ts): one
 * query, limit 1, one document read. The bound is a moment behind the server's clock as this browser knows
 * it, as the rules require it at or before theirs.
 */
function currentVersionQuery(bound: Date) {
  return {
    structuredQuery: {
      from: [{ collectionId: LIVE_SITE.collection }],
      where: {
        fieldFilter: {
          field: { fieldPath: 'from' },
          op: 'LESS_THAN_OR_EQUAL',
          value: { timestampValue: bound.toISOString() },
        },
      },
      orderBy: [{ field: { fieldPath: 'from' }, direction: 'DESCENDING' }],
      limit: 1,
    },
  };
}

/** How the memory store tags a Date in its localStorage JSON (src/data/store/memory-store.ts). */
const DATE_TAG = '__date__';

/** The memory store's persisted copy (demo without Java): { [collection]: { [id]: data } }. */
function persistedMemoryDocument(bound: Date): RawDoc | null {
  const text = localStorage.getItem(MEMORY_STORE_KEY);
  const collections = text
    ? (JSON.parse(text, (_key, value: unknown) =>
        value && typeof value === 'object' && DATE_TAG in value
          ? new Date(String((value as Record<string, unknown>)[DATE_TAG]))
          : value,
      ) as Record<string, Record<string, RawDoc> | undefined>)
    : null;
  const due = Object.values(collections?.[LIVE_SITE.collection] ?? {}).filter(
    (doc) => doc.from instanceof Date && doc.from <= bound,
  );
  return due.sort((a, b) => (b.from as Date).getTime() - (a.from as Date).getTime())[0] ?? null;
}

/** One answer of the current-version query: the document, or a refusal, and the server's clock if shown. */
type VersionAnswer =
  | {
      refused: false;
      document: RawDoc | null;
      source: string;
      /** The server's time of the read (ms), when the answer says. */
      readTime: number | null;
      serverClock: ClockReading | null;
    }
  | { refused: true; serverOffset: number | null };

/**
 * The current version as the server sees it at this clock plus `offset` (a margin behind, as the rules
 * require the bound at or before their clock). Every answer carries the server's readTime, and a refusal
 * (403: the bound was ahead of the server's clock) may carry its Date: either is noted as the server's time.
 */
async function currentVersionAt(offset: number): Promise<VersionAnswer> {
  const sentAt = Date.now();
  const response = await fetch(queryUrl(), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(currentVersionQuery(publicReadBound(sentAt + offset))),
    cache: 'no-store',
  });
  const receivedAt = Date.now();
  if (response.status === 403)
    return { refused: true, serverOffset: noteDateHeader(response, sentAt, receivedAt) };
  if (!response.ok) throw new Error(`site/live answered ${response.status}`);
  // None yet: nothing has been saved since the live document existed, so the built pages stand.
  const [first] = (await response.json()) as {
    document?: { name?: string; fields?: RestFields };
    readTime?: string;
  }[];
  const readTime = first?.readTime ? Date.parse(first.readTime) : Number.NaN;
  return {
    refused: false,
    document: first?.document ? decodeFields(first.document.fields) : null,
    // Its id: 'live' or a version's, the document a counting announcement updates.
    source: first?.document?.name?.split('/').pop() ?? LIVE_SITE.id,
    readTime: Number.isNaN(readTime) ? null : readTime,
    serverClock: Number.isNaN(readTime) ? null : noteServerTime(readTime, sentAt, receivedAt),
  };
}

/**
 * Whether an answer whose bound was behind the server may lack a version whose time had come when it was
 * read. live lists the times of every version (`pending`) and is the answer only when none is at or before
 * the bound, so it settles the question; a version answered cannot (live's list is not in it). No document
 * at all: no live, so no version either.
 */
function mayLackVersion(answer: Extract<VersionAnswer, { refused: false }>): boolean {
  if (!answer.document) return false;
  if (answer.source !== LIVE_SITE.id || answer.readTime === null) return true;
  const readAt = answer.readTime;
  return readPendingTimes(answer.document.pending).some((at) => at <= readAt);
}

/**
 * site/live as the public pages apply it, whatever this clock says: one read when the server's time is
 * known (this clock is right, or an earlier page of the visit measured it), two when not. A refusal means the
 * bound was ahead of the server (this clock is fast): asked again at the server's time. An answer whose
 * readTime proves the bound more than the margin behind (even had the server read it the moment the answer
 * came back) is asked again too when it may have missed a version whose time had come (a busy machine's
 * slow first answer leaves the estimate of the server's time loose, and live usually shows none was due).
 * Rejects on network or storage errors, or a second refusal (callers keep what they show).
 */
export async function fetchLiveSite(): Promise<LiveSite> {
  if (appConfig.dataBackend === 'memory') return readLiveSite(persistedMemoryDocument(publicReadBound()));
  const usedOffset = knownServerClockOffset();
  let answer = await currentVersionAt(usedOffset);
  if (answer.refused) {
    answer = await currentVersionAt(answer.serverOffset ?? (await serverClockOffset({ refresh: true })));
  } else if (
    answer.serverClock &&
    answer.serverClock.atLeast - usedOffset > CLOCK_MARGIN_MS &&
    mayLackVersion(answer)
  ) {
    answer = await currentVersionAt(answer.serverClock.offset);
  }
  if (answer.refused) throw new Error("site/live refused the bound at the server's time");
  return readLiveSite(answer.document, answer.source);
}
