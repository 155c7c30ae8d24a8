/**
 * Two staff saving at the same moment, on the Firestore emulator under the real rules: two clients (each
 * its own firebase/firestore/lite instance, signed in as an editor) run the app's own saves side by side,
 * one scheduling or unscheduling post P, the other withdrawing or republishing post Q, 50 rounds. Every
 * save must succeed, and afterwards site/live and its versions must hold both changes (the site
 * documents are written in one transaction per save, src/data/repos/live-site-writes.ts).
 *
 * This file uses its own project id, so it runs in parallel with the other rules files.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectFirestoreEmulator, getFirestore } from 'firebase/firestore/lite';
import { JSDOM } from 'jsdom';
import { setStore, type DataStore } from '@/data/store';
import { createFirestoreStore } from '@/data/store/firestore-store';
import { sanitizeWithWindow } from '@/lib/sanitize-html';
import { setAuditActor } from '@/data/repos/audit-actor';
import { updatePost } from '@/data/repos/blog-post-writes';
import { liveVersionId, readPendingTimes } from '@/data/models/live-site';
import {
  createRulesTestEnvironment,
  endRulesTestEnvironment,
  firestoreEmulator,
  readPastRules,
  resetData,
  UID,
} from './helpers';

const PROJECT_ID = 'demo-chinar-rules-race';
const ROUNDS = 50;
const P = 'draft';
const Q = 'published';

let env: RulesTestEnvironment;
const apps: FirebaseApp[] = [];

/** The client whose save is running: the app reads its store through getStore(), one for the process. */
const client = new AsyncLocalStorage<DataStore>();

function activeStore(): DataStore {
  const store = client.getStore();
  if (!store) throw new Error('A save outside a client.');
  return store;
}

/** A store that hands every call to the store of the client whose save makes it. */
const routed = new Proxy({} as DataStore, {
  get(_target, key: keyof DataStore | 'then') {
    // Not a promise (setStore wraps it in one, which asks).
    if (key === 'then') return undefined;
    const store = activeStore();
    const value = store[key];
    return typeof value === 'function' ? value.bind(store) : value;
  },
});

function editorClient(name: string): DataStore {
  const { host, port } = firestoreEmulator();
  const app = initializeApp({ projectId: PROJECT_ID, apiKey: 'fake-api-key' }, name);
  apps.push(app);
  const db = getFirestore(app);
  connectFirestoreEmulator(db, host, port, { mockUserToken: { sub: UID.editor, user_id: UID.editor } });
  return createFirestoreStore(db);
}

type Entries = Record<string, { post: { title: string } | null } | undefined>;

beforeAll(async () => {
  env = await createRulesTestEnvironment(PROJECT_ID);
  await resetData(env);
  sanitizeWithWindow(new JSDOM('').window as unknown as Parameters<typeof sanitizeWithWindow>[0]);
  setStore(routed);
  setAuditActor({ uid: UID.editor, name: 'Eddie Editor' });
});

afterAll(async () => {
  setStore(null);
  await endRulesTestEnvironment(env);
  await Promise.all(apps.map((app) => deleteApp(app)));
});

describe('two staff saving at once', () => {
  it(`schedule P and withdraw Q side by side, ${ROUNDS} rounds: every save succeeds, nothing is lost`, async () => {
    const [first, second] = [editorClient('race-first'), editorClient('race-second')];
    // Each saved once first, so both have a history as posts saved through the app do (a first save of a
    // post stored before history also writes its baseline revision).
    await client.run(first, () => updatePost(P, { title: 'Post P' }));
    await client.run(second, () => updatePost(Q, { title: 'Post Q' }));
    const start = Date.now() + 3_600_000;
    for (let round = 0; round < ROUNDS; round += 1) {
      const scheduling = round % 2 === 0;
      const at = start + round * 60_000;
      const results = await Promise.allSettled([
        client.run(first, () =>
          updatePost(P, scheduling ? { status: 'Published', publishAt: new Date(at) } : { status: 'Draft' }),
        ),
        client.run(second, () => updatePost(Q, { status: scheduling ? 'Draft' : 'Published' })),
      ]);
      expect(results, `round ${round}`).toEqual([
        { status: 'fulfilled', value: undefined },
        { status: 'fulfilled', value: undefined },
      ]);

      const live = await readPastRules(env, 'site/live');
      const posts = live?.posts as Entries;
      expect(posts[P]?.post, `round ${round}: P is not public in live`).toBeNull();
      expect(readPendingTimes(live?.pending), `round ${round}`).toEqual(scheduling ? [at] : []);
      if (scheduling) {
        expect(posts[Q]?.post, `round ${round}: Q withdrawn`).toBeNull();
        const version = (await readPastRules(env, `site/${liveVersionId(at)}`))?.posts as Entries;
        expect(version[P]?.post?.title, `round ${round}: P public at its time`).toEqual(expect.any(String));
        expect(version[Q]?.post, `round ${round}: Q withdrawn at P's time too`).toBeNull();
      } else {
        expect(posts[Q]?.post?.title, `round ${round}: Q back`).toEqual(expect.any(String));
        expect(await readPastRules(env, `site/${liveVersionId(at - 60_000)}`)).toBeNull();
      }
    }
  }, 120_000);
});
