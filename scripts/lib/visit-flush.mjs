// The visit-counting protocol as a script sends it: the app's own models (src/data/models/visit-stats.ts,
// visit-queue.ts, visit-rest.ts, loaded through jiti: lib/ts-module.mjs) and the two REST requests of a
// flush, an anonymous sign-up (Auth) and one Firestore commit, sent with fetch as the browser sends them.
// For a Firestore emulator without an Auth emulator beside it (npm run abuse-check), an anonymous
// identity's token is minted the way the emulator accepts one (unsigned, as @firebase/rules-unit-testing
// mints its mock tokens): the rules see the same request.auth as with a real anonymous sign-up.
// Shared by scripts/bench-views.mjs and scripts/abuse-check.mjs.
import { loadTsModules } from './ts-module.mjs';

/** The three modules of the protocol, as the app has them, and the site document it announces on. */
export const [visitStats, visitQueue, visitRest, liveSite] = await loadTsModules([
  '/src/data/models/visit-stats.ts',
  '/src/data/models/visit-queue.ts',
  '/src/data/models/visit-rest.ts',
  '/src/data/models/live-site.ts',
]);

/**
 * Firestore's status of a refused request (PERMISSION_DENIED, ALREADY_EXISTS, ...), or the HTTP one; for
 * ABORTED (contention on a document), with its message, which says why.
 */
async function refusal(response) {
  const text = await response.text().catch(() => '');
  try {
    const { error } = JSON.parse(text);
    const why = error?.status === 'ABORTED' && error.message ? `: ${error.message.slice(0, 80)}` : '';
    return `${response.status} ${error?.status ?? ''}${why}`.trim();
  } catch {
    return `${response.status} ${text.slice(0, 80)}`.trim();
  }
}

/**
 * An anonymous sign-up (signUpUrl, ANONYMOUS_SIGN_UP_BODY): { ok: true, uid, idToken, ms } or
 * { ok: false, refused, ms }.
 */
export async function signUpAnonymously(endpoints) {
  const started = performance.now();
  try {
    const response = await fetch(visitRest.signUpUrl(endpoints), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: visitRest.ANONYMOUS_SIGN_UP_BODY,
    });
    if (!response.ok) return { ok: false, refused: await refusal(response), ms: performance.now() - started };
    const { localId, idToken } = await response.json();
    return { ok: true, uid: localId, idToken, ms: performance.now() - started };
  } catch (error) {
    return { ok: false, refused: `network: ${error.message}`, ms: performance.now() - started };
  }
}

/**
 * One commit (commitUrl) of `body` (a JSON string), with `idToken` as the bearer (null: signed out):
 * { ok, refused, ms, answer } (refused: why, when not ok; answer: the commit's JSON, when ok).
 */
export async function commit(endpoints, idToken, body) {
  const started = performance.now();
  try {
    const response = await fetch(visitRest.commitUrl(endpoints), {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        ...(idToken ? { Authorization: `Bearer ${idToken}` } : {}),
      },
      body,
    });
    if (!response.ok) return { ok: false, refused: await refusal(response), ms: performance.now() - started };
    const answer = await response.json().catch(() => null);
    return { ok: true, refused: null, ms: performance.now() - started, answer };
  } catch (error) {
    return { ok: false, refused: `network: ${error.message}`, ms: performance.now() - started };
  }
}

/**
 * The commit of `flush` by visitor `uid` as the browser builds it (flushCommitBody), dated the site day of
 * `now` (ms; the server's clock is this machine's on the emulator), in the shard its identity decides (as
 * the browser's) unless told.
 */
export function flushBody(projectId, uid, flush, { shard = visitStats.shardOf(uid), now = Date.now() } = {}) {
  return visitRest.flushCommitBody(projectId, uid, flush, visitStats.siteDayOf(now), shard);
}

const base64url = (value) => Buffer.from(JSON.stringify(value)).toString('base64url');

/**
 * A token for `uid` signed in anonymously in `projectId`, as the Firestore emulator accepts it (an
 * unsigned JWT: the emulator does not check signatures). Only for an emulator.
 */
export function mockAnonymousToken(projectId, uid) {
  const now = Math.floor(Date.now() / 1000);
  const claims = {
    iss: `https://securetoken.google.com/${projectId}`,
    aud: projectId,
    iat: now,
    exp: now + 3600,
    auth_time: now,
    sub: uid,
    user_id: uid,
    provider_id: 'anonymous',
    firebase: { sign_in_provider: 'anonymous', identities: {} },
  };
  return `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(claims)}.`;
}
