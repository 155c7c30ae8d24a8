import { fieldValue, getStore, isStoreError, type DocData, type WriteOperation } from '../store';
import type { VersionedCollection } from '../models/history';
import { fromStored } from '../models/read';
import {
  newPreviewToken,
  PREVIEW_ACTIVE_LIMIT,
  PREVIEW_DAYS,
  PREVIEW_TOKEN_PATTERN,
  PREVIEWS,
  previewState,
  readPreview,
} from '../models/preview';
import type { Preview } from '../schemas/preview';
import { auditWrites } from './audit';
import { auditActor } from './audit-actor';
import { versionedContent } from './history-writes';

/**
 * Preview links (models/preview.ts). Each write is one batch with its audit entry on the draft:
 * 'post.share' / 'project.share' to make or refresh a link, '.unshare' to revoke one; the entry names the
 * link (after: { preview: token }), which firestore.rules check the batch writes.
 */

const SHARE_ACTION = {
  blog_posts: { share: 'post.share', unshare: 'post.unshare' },
  projects: { share: 'project.share', unshare: 'project.unshare' },
} as const;

const DAY_MS = 86_400_000;

const toPreview = fromStored(readPreview);

const titleOf = (data: DocData) => (typeof data.title === 'string' ? data.title : '');

/** The draft as stored, or an error the screen can name when it is gone. */
async function readDraft(collection: VersionedCollection, docId: string): Promise<DocData> {
  const store = await getStore();
  const doc = await store.get(collection, docId);
  if (!doc) throw new Error('This draft no longer exists.');
  return doc.data;
}

/**
 * A new link to the draft as it is stored now, lasting `days` (1-30): 2 reads (the draft, none of the
 * links), 3 writes (the link, the audit entry and its head). Returns the token.
 */
export async function createPreview(
  collection: VersionedCollection,
  docId: string,
  days: number,
  now: Date = new Date(),
): Promise<string> {
  if (!Number.isInteger(days) || days < PREVIEW_DAYS.min || days > PREVIEW_DAYS.max) {
    throw new RangeError(`A preview link lasts ${PREVIEW_DAYS.min} to ${PREVIEW_DAYS.max} days.`);
  }
  const draft = await readDraft(collection, docId);
  const actor = auditActor();
  const token = newPreviewToken();
  const { operations } = auditWrites({
    action: SHARE_ACTION[collection].share,
    collection,
    docId,
    summary: titleOf(draft),
    after: { preview: token },
  });
  const link: WriteOperation = {
    type: 'create',
    collection: PREVIEWS,
    id: token,
    data: {
      collection,
      docId,
      item: versionedContent(draft),
      createdBy: actor.uid,
      createdByName: actor.name,
      createdAt: fieldValue.serverTimestamp(),
      snapshotAt: fieldValue.serverTimestamp(),
      expiresAt: new Date(now.getTime() + days * DAY_MS),
      revokedAt: null,
      revokedByName: '',
    },
  };
  const store = await getStore();
  await store.batch([link, ...operations]);
  return token;
}

/** Copies the draft as it is stored now into the link, so it shows the latest save. */
export async function refreshPreview(preview: Preview): Promise<void> {
  const draft = await readDraft(preview.collection, preview.docId);
  const { operations } = auditWrites({
    action: SHARE_ACTION[preview.collection].share,
    collection: preview.collection,
    docId: preview.docId,
    summary: titleOf(draft),
    after: { preview: preview.token },
  });
  const store = await getStore();
  await store.batch([
    {
      type: 'update',
      collection: PREVIEWS,
      id: preview.token,
      data: { item: versionedContent(draft), snapshotAt: fieldValue.serverTimestamp() },
    },
    ...operations,
  ]);
}

/** Ends a link now: "This preview is no longer available" to whoever opens it. */
export async function revokePreview(preview: Preview): Promise<void> {
  const actor = auditActor();
  const { operations } = auditWrites({
    action: SHARE_ACTION[preview.collection].unshare,
    collection: preview.collection,
    docId: preview.docId,
    summary: titleOf(preview.item),
    after: { preview: preview.token },
  });
  const store = await getStore();
  await store.batch([revocation(preview.token, actor.name), ...operations]);
}

/**
 * The draft's links that still work, the one expiring first first (staff): at most PREVIEW_ACTIVE_LIMIT,
 * which is also the most the editor lets a draft have, so the list is whole. One query: that many reads.
 */
export async function listActivePreviews(
  collection: VersionedCollection,
  docId: string,
  now: Date = new Date(),
): Promise<Preview[]> {
  const store = await getStore();
  const docs = await store.list(PREVIEWS, {
    where: [
      { field: 'collection', value: collection },
      { field: 'docId', value: docId },
      { field: 'revokedAt', value: null },
      { field: 'expiresAt', op: '>=', value: now },
    ],
    orderBy: { field: 'expiresAt', direction: 'asc' },
    limit: PREVIEW_ACTIVE_LIMIT,
  });
  return docs.map(toPreview).filter((preview) => previewState(preview, now) === 'active');
}

/** How far back the editor's checklist looks for a link that expired (older ones are old news). */
export const PREVIEW_EXPIRY_NOTICE_DAYS = 30;

/**
 * When the draft's most recent link that ran out (not revoked) expired, within the last 30 days, or null:
 * one read at most.
 */
export async function lastPreviewExpiry(
  collection: VersionedCollection,
  docId: string,
  now: Date = new Date(),
): Promise<Date | null> {
  const store = await getStore();
  const [doc] = await store.list(PREVIEWS, {
    where: [
      { field: 'collection', value: collection },
      { field: 'docId', value: docId },
      { field: 'revokedAt', value: null },
      {
        field: 'expiresAt',
        op: '>=',
        value: new Date(now.getTime() - PREVIEW_EXPIRY_NOTICE_DAYS * 86_400_000),
      },
      { field: 'expiresAt', op: '<', value: now },
    ],
    orderBy: { field: 'expiresAt', direction: 'desc' },
    limit: 1,
  });
  return doc ? toPreview(doc).expiresAt : null;
}

/**
 * A link as its visitor sees it (anyone, one read): null when there is no such link, or the rules refuse it
 * (expired or revoked on the server's clock); an expired or revoked one staff can still read is returned
 * for the page to say so.
 */
export async function getPreview(token: string): Promise<Preview | null> {
  if (!PREVIEW_TOKEN_PATTERN.test(token)) return null;
  const store = await getStore();
  try {
    const doc = await store.get(PREVIEWS, token);
    return doc ? toPreview(doc) : null;
  } catch (error) {
    if (isStoreError(error, 'permission-denied')) return null;
    throw error;
  }
}

/**
 * The revocation of every working link of a post or project, for the batch that deletes it (its delete
 * entry records them: firestore.rules accept a revoke audited as the subject's delete): one read, the list
 * (at most PREVIEW_ACTIVE_LIMIT links). The rules also refuse a link whose subject is gone, so a link
 * this misses stops working all the same.
 */
export async function activePreviewRevocations(
  collection: VersionedCollection,
  docId: string,
): Promise<WriteOperation[]> {
  const { name } = auditActor();
  return (await listActivePreviews(collection, docId)).map((preview) => revocation(preview.token, name));
}

function revocation(token: string, revokedByName: string): WriteOperation {
  return {
    type: 'update',
    collection: PREVIEWS,
    id: token,
    data: { revokedAt: fieldValue.serverTimestamp(), revokedByName },
  };
}
