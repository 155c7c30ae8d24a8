/**
 * previews/{token}: a link that shows a draft post or project to someone without an account (a client
 * reviewing a case study). The document holds a copy of the draft's versioned fields (`item`, as a
 * revision keeps them), so the page reads one document; firestore.rules let anyone get it by its token while
 * it is unexpired and unrevoked, and nothing else: no list, and not the draft itself. Staff make, refresh
 * (copy the draft again) and revoke links, each with its audit entry on the draft ('post.share',
 * 'post.unshare').
 */
import type { Preview } from '../schemas/preview';
import { readOneOf, readText, readTimestamp, type RawDoc } from './read';
import { VERSIONED_COLLECTIONS } from './history';

export const PREVIEWS = 'previews';

/** How long a link lasts, in days (firestore.rules: the same, with ten minutes either side for clocks). */
export const PREVIEW_DAYS = { min: 1, max: 30, default: 7 } as const;

/** The choices the editor offers. */
export const PREVIEW_DAY_CHOICES = [1, 3, 7, 14, 30] as const;

/** The most unrevoked, unexpired links one draft may have (the editor lists them all). */
export const PREVIEW_ACTIVE_LIMIT = 10;

/** 16 random bytes (128 bits) in base64url: 22 characters (firestore.rules check the form). */
export const PREVIEW_TOKEN_PATTERN = /^[A-Za-z0-9_-]{22}$/;

/** A new token from the platform's cryptographic random source. */
export function newPreviewToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  const base64 = btoa(String.fromCharCode(...bytes));
  return base64.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function readPreview(raw: RawDoc, id: string): Preview {
  const item = raw.item;
  return {
    token: id,
    collection: readOneOf(raw.collection, VERSIONED_COLLECTIONS, 'blog_posts'),
    docId: readText(raw.docId),
    item: typeof item === 'object' && item !== null && !Array.isArray(item) ? (item as RawDoc) : {},
    createdBy: readText(raw.createdBy),
    createdByName: readText(raw.createdByName),
    createdAt: readTimestamp(raw.createdAt),
    snapshotAt: readTimestamp(raw.snapshotAt),
    expiresAt: readTimestamp(raw.expiresAt),
    revokedAt: readTimestamp(raw.revokedAt),
    revokedByName: readText(raw.revokedByName),
  };
}

export type PreviewState = 'active' | 'expired' | 'revoked';

/** Whether a link still shows its draft at `now` (the rules decide the same by the server's clock). */
export function previewState(preview: Preview, now: Date = new Date()): PreviewState {
  if (preview.revokedAt) return 'revoked';
  if (!preview.expiresAt || preview.expiresAt.getTime() <= now.getTime()) return 'expired';
  return 'active';
}
