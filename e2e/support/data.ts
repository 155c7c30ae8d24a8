/**
 * Test data for the end-to-end tests, on whichever store the demo build under test uses:
 *  - 'firestore': the Firestore emulator (read and written through firebase-admin, which the rules do
 *    not apply to, so they do not get in the way of the test itself);
 *  - 'memory': the in-browser memory store kept in localStorage (the fallback where Java 21+ is missing).
 * The Auth emulator runs in both cases. The emulator calls live in scripts/lib/emulator-data.mjs, shared
 * with `npm run dev` and `npm run demo`.
 */
import type { Page } from '@playwright/test';
import { DEMO_EMULATORS } from '../../scripts/lib/emulator-config.mjs';
import * as emulator from '../../scripts/lib/emulator-data.mjs';
import type { OobCode, SeedCollections } from '../../scripts/lib/emulator-data.mjs';
import { POST_FIELDS_NOT_LISTED, PROJECT_FIELDS_NOT_LISTED } from '../../src/data/models/live-site';
import { demoAuthAccounts, seedCollections } from '../../src/data/seed';
import { publishedWhenCreated } from '../../src/data/seed/publish-times';
import { THROTTLE_SLOTS, type ThrottleKind } from '../../src/data/throttle-slots';

export type DataBackend = 'firestore' | 'memory';
export type { OobCode, SeedCollections };

/** MEMORY_STORE_KEY in src/data/store/index.ts (not importable here: it reads import.meta.env). */
const MEMORY_STORE_KEY = 'chinar-digital:store:v1';
/** How the memory store tags a Date in its localStorage JSON (src/data/store/memory-store.ts). */
const DATE_TAG = '__date__';

/** The app's requests to the Firestore emulator (e.g. to make them fail: page.route(firestoreRequests, ...)). */
export const firestoreRequests = new RegExp(`^http://${DEMO_EMULATORS.firestore.replace(/\./g, '\\.')}/`);

/**
 * The data backend of the build under test. scripts/e2e.mjs sets E2E_DATA_BACKEND; when Playwright runs
 * on its own, global-setup.ts sets it from what is running.
 */
export function dataBackend(): DataBackend {
  return process.env.E2E_DATA_BACKEND === 'memory' ? 'memory' : 'firestore';
}

/**
 * Back to the seed: the demo Auth accounts, and (on Firestore) every seed document, with `overrides`
 * replacing whole collections. Only for global setup and mutation tests (support/mutations.ts).
 */
export async function resetTestData(overrides: SeedCollections = {}): Promise<void> {
  await emulator.resetAndSeed({
    collections: dataBackend() === 'firestore' ? { ...seedCollections, ...overrides } : null,
    accounts: demoAuthAccounts,
  });
}

/**
 * Makes the app start from the seed with `overrides` replacing whole collections; call it before the
 * first page.goto. On Firestore it rewrites the emulator, so only mutation tests may use it; on the
 * memory store it puts the data into this page's localStorage.
 */
export async function useTestData(page: Page, overrides: SeedCollections): Promise<void> {
  const collections = withLiveChanges(overrides);
  if (dataBackend() === 'firestore') {
    await resetTestData(collections);
    return;
  }
  const serialized = JSON.stringify(
    { ...seedCollections, ...collections },
    function tagDates(this: Record<string, unknown>, key, value: unknown) {
      const raw = this[key];
      return raw instanceof Date ? { [DATE_TAG]: raw.toISOString() } : value;
    },
  );
  await page.addInitScript(
    ([key, value]) => {
      if (!localStorage.getItem(key)) localStorage.setItem(key, value);
    },
    [MEMORY_STORE_KEY, serialized] as const,
  );
}

/** Fields lists never show, left out of site/live's entries (src/data/models/live-site.ts). */
const NOT_LISTED: Record<string, readonly string[]> = {
  blog_posts: POST_FIELDS_NOT_LISTED,
  projects: PROJECT_FIELDS_NOT_LISTED,
};
const PUBLIC_STATUS: Record<string, string> = { blog_posts: 'Published', projects: 'Completed' };

/**
 * `overrides` with site/live recording them as changes made after the build, as the staff batches that
 * would have made them do: the demo was built from the seed, and its pages show what changed since through
 * site/live. Replaced posts or projects that are public are recorded, the seed's that are gone withdrawn.
 */
function withLiveChanges(given: SeedCollections): SeedCollections {
  const changedAt = new Date();
  const overrides = given.blog_posts
    ? { ...given, blog_posts: publishedWhenCreated(given.blog_posts) }
    : given;
  const live = structuredClone(seedCollections.site?.live ?? {}) as Record<string, unknown>;
  let changed = false;
  for (const [collection, kind, field] of [
    ['blog_posts', 'posts', 'post'],
    ['projects', 'projects', 'project'],
  ] as const) {
    const replaced = overrides[collection];
    if (!replaced) continue;
    changed = true;
    const entries: Record<string, unknown> = {};
    for (const id of Object.keys(seedCollections[collection] ?? {}))
      if (!(id in replaced)) entries[id] = { changedAt, [field]: null };
    for (const [id, data] of Object.entries(replaced)) {
      const isPublic = data.status === PUBLIC_STATUS[collection];
      const listed = Object.fromEntries(
        Object.entries(data).filter(([key]) => !NOT_LISTED[collection]?.includes(key)),
      );
      entries[id] = { changedAt, [field]: isPublic ? listed : null };
    }
    live[kind] = entries;
  }
  if (!changed) return overrides;
  return { ...overrides, site: { live: { ...live, changedAt, from: new Date(0) } } };
}

/** A collection as the app has stored it: id -> data, timestamps as Date. */
export async function readCollection(
  page: Page,
  name: string,
): Promise<Record<string, Record<string, unknown>>> {
  if (dataBackend() === 'firestore') return emulator.readCollection(name);
  const text = await page.evaluate((key) => localStorage.getItem(key), MEMORY_STORE_KEY);
  // The memory store is persisted on its first write only; until then it holds the seed.
  if (!text) return structuredClone(seedCollections[name] ?? {});
  const collections = JSON.parse(text, (_key, value: unknown) =>
    value && typeof value === 'object' && DATE_TAG in value
      ? new Date(String((value as Record<string, unknown>)[DATE_TAG]))
      : value,
  ) as SeedCollections;
  return collections[name] ?? {};
}

/** One stored document (timestamps as Date), or null. */
export async function readDocument(
  page: Page,
  collection: string,
  id: string,
): Promise<Record<string, unknown> | null> {
  return (await readCollection(page, collection))[id] ?? null;
}

/**
 * What the Auth emulator has "e-mailed" to `email`, oldest first: sign-in links (requestType
 * 'EMAIL_SIGNIN'), password-reset codes ('PASSWORD_RESET'), verifications. `page.goto(code.oobLink)`
 * follows a sign-in link: the emulator redirects to the app's continue URL with the code.
 */
export function sentEmails(email: string): Promise<OobCode[]> {
  return emulator.oobCodes(email);
}

/**
 * The newest such e-mail of `requestType` sent to `email`, waiting up to `timeoutMs` for it. With
 * `newerThan`, only one sent after that one counts (a second link after a first).
 */
export async function latestEmail(
  email: string,
  requestType: OobCode['requestType'],
  { newerThan, timeoutMs = 10_000 }: { newerThan?: OobCode; timeoutMs?: number } = {},
): Promise<OobCode> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    let codes = (await sentEmails(email)).filter((code) => code.requestType === requestType);
    if (newerThan) codes = codes.slice(codes.findIndex((code) => code.oobCode === newerThan.oobCode) + 1);
    const found = codes.at(-1);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`The Auth emulator sent no new ${requestType} to ${email}.`);
    await new Promise((done) => setTimeout(done, 200));
  }
}

/** Writes every slot's stamp of `kind` with the time `at`, past the rules (firebase-admin). */
async function stampEverySlot(kind: ThrottleKind, at: Date): Promise<void> {
  const stamps = Object.fromEntries(
    Array.from({ length: THROTTLE_SLOTS }, (_, slot) => [`${kind}-${slot}`, { at, doc: 'e2e' }]),
  );
  await emulator.seedFirestore({ throttles: stamps });
}

/**
 * As if five visitors had just written (firestore.rules, match /throttles): every slot of the write
 * throttle of `kind` is stamped now. Firestore only: the memory store has no rules, hence no throttle.
 */
export async function fillThrottle(kind: ThrottleKind): Promise<void> {
  if (dataBackend() !== 'firestore') return;
  await stampEverySlot(kind, new Date());
}

/** As if the throttle's interval had passed: every slot of `kind` is stamped an hour ago. */
export async function expireThrottle(kind: ThrottleKind): Promise<void> {
  if (dataBackend() !== 'firestore') return;
  await stampEverySlot(kind, new Date(Date.now() - 3_600_000));
}
