import { z } from '@/lib/zod';
import { VERSIONED_COLLECTIONS } from '../constants';
import { storedTimestamp } from './common';

/** previews/{token}: a shareable preview of a post or a project (models/preview.ts readPreview). */
export const previewSchema = () =>
  z.object({
    token: z.string().min(1),
    collection: z.enum(VERSIONED_COLLECTIONS),
    docId: z.string(),
    /** The document's versioned fields when the link was made or last refreshed (a revision's content). */
    item: z.record(z.string(), z.unknown()),
    createdBy: z.string(),
    createdByName: z.string(),
    createdAt: storedTimestamp(),
    snapshotAt: storedTimestamp(),
    expiresAt: storedTimestamp(),
    revokedAt: storedTimestamp(),
    revokedByName: z.string(),
  });

export type Preview = z.infer<ReturnType<typeof previewSchema>>;
