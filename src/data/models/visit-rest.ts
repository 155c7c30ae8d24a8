/*
 * The two requests of a flush (./visit-stats.ts), over the REST APIs so that no Firebase SDK loads on a
 * public page: an anonymous sign-up (Identity Toolkit) and one Firestore commit of the flush's two writes.
 * Pure builders: the browser (src/features/visits) and the benchmark (scripts/bench-views.mjs) send them.
 */
import { LIVE_SITE } from './live-site';
import {
  SAMPLING_FIELD,
  samplingKeyOf,
  siteDayKeyOf,
  statIncrementsOf,
  VISIT_STATS,
  VISITORS,
  visitorRecordOf,
  type SiteDay,
  type VisitFlush,
} from './visit-stats';

export interface VisitEndpoints {
  projectId: string;
  apiKey: string;
  /** 'host:port' of the Firestore emulator, when the site runs on it. */
  firestoreEmulatorHost?: string;
  /** 'http://host:port' of the Auth emulator, when the site runs on it. */
  authEmulatorUrl?: string;
}

export function signUpUrl({ apiKey, authEmulatorUrl }: VisitEndpoints): string {
  const base = authEmulatorUrl
    ? `${authEmulatorUrl.replace(/\/$/, '')}/identitytoolkit.googleapis.com`
    : 'https://identitytoolkit.googleapis.com';
  return `${base}/v1/accounts:signUp?key=${encodeURIComponent(apiKey)}`;
}

/** The body of an anonymous sign-up: no e-mail, no password. */
export const ANONYMOUS_SIGN_UP_BODY = JSON.stringify({ returnSecureToken: true });

function documentsRoot(projectId: string): string {
  return `projects/${projectId}/databases/(default)/documents`;
}

export function commitUrl({ projectId, apiKey, firestoreEmulatorHost }: VisitEndpoints): string {
  const path = `/v1/${documentsRoot(projectId)}:commit`;
  return firestoreEmulatorHost
    ? `http://${firestoreEmulatorHost}${path}`
    : `https://firestore.googleapis.com${path}?key=${encodeURIComponent(apiKey)}`;
}

/** A field path for the REST API: a segment that is not a plain identifier goes in backticks. */
export function restFieldPath(segments: readonly string[]): string {
  return segments
    .map((segment) => (/^[A-Za-z_][A-Za-z_0-9]*$/.test(segment) ? segment : `\`${segment}\``))
    .join('.');
}

type RestValue =
  | { stringValue: string }
  | { booleanValue: boolean }
  | { nullValue: null }
  | { integerValue: string }
  | { arrayValue: { values: RestValue[] } };

function restValue(value: string | boolean | number | null | readonly string[]): RestValue {
  if (value === null) return { nullValue: null };
  if (typeof value === 'number') return { integerValue: String(value) };
  if (typeof value === 'boolean') return { booleanValue: value };
  if (typeof value === 'string') return { stringValue: value };
  return { arrayValue: { values: value.map((item) => ({ stringValue: item })) } };
}

/**
 * The shard's flushes that day after this one, from the commit's answer: the statistics write's first
 * transform is that count (statIncrementsOf). null when the answer does not have it.
 */
export function flushesAfterOf(commitAnswer: unknown): number | null {
  const writes = (commitAnswer as { writeResults?: Array<{ transformResults?: unknown[] }> } | null)
    ?.writeResults;
  const first = writes?.[1]?.transformResults?.[0] as { integerValue?: string } | undefined;
  const value = Number(first?.integerValue);
  return first?.integerValue !== undefined && Number.isSafeInteger(value) ? value : null;
}

/**
 * The commit of one flush by visitor `uid`: creates visitors/{uid} (refused if it exists: an identity
 * serves one flush) stamped with the request's time, and adds the flush's counts to its statistics
 * document (created by the first flush of its month).
 */
export function flushCommitBody(
  projectId: string,
  uid: string,
  flush: VisitFlush,
  when: SiteDay,
  shard: number,
): string {
  const root = documentsRoot(projectId);
  const record = visitorRecordOf(flush, when, shard);
  const fields = Object.fromEntries(Object.entries(record).map(([name, value]) => [name, restValue(value)]));
  return JSON.stringify({
    writes: [
      {
        update: { name: `${root}/${VISITORS}/${uid}`, fields },
        currentDocument: { exists: false },
        updateTransforms: [{ fieldPath: 'at', setToServerValue: 'REQUEST_TIME' }],
      },
      {
        update: { name: `${root}/${VISIT_STATS}/${record.stats}`, fields: {} },
        updateMask: { fieldPaths: [] },
        updateTransforms: statIncrementsOf(flush, when.day)
          .filter(({ by }) => by > 0)
          .map(({ path, by }) => ({
            fieldPath: restFieldPath(path),
            increment: { integerValue: String(by) },
          })),
      },
    ],
  });
}

/**
 * The commit that announces, on the site document the page read (`source`: 'live' or a version whose time
 * has come), that `shard` has passed its sampling point on `when`: that one key of `sampling`, nothing else,
 * and only if the document exists (firestore.rules: a visitor may set it to today once the shard's day is
 * past the point). Pages read afterwards sample a visit's first flush too.
 */
export function samplingAnnouncementBody(
  projectId: string,
  source: string,
  shard: number,
  when: SiteDay,
): string {
  const key = samplingKeyOf(shard);
  return JSON.stringify({
    writes: [
      {
        update: {
          name: `${documentsRoot(projectId)}/${LIVE_SITE.collection}/${source}`,
          fields: { [SAMPLING_FIELD]: { mapValue: { fields: { [key]: restValue(siteDayKeyOf(when)) } } } },
        },
        updateMask: { fieldPaths: [restFieldPath([SAMPLING_FIELD, key])] },
        currentDocument: { exists: true },
      },
    ],
  });
}
