import { fieldValue, isStoreError } from '../store';
import { BLOG_POSTS } from './collections';
import { commitInSlot, currentSlot } from './throttle';

/**
 * Counts one view, with its throttle stamp (./throttle.ts), in one slot only: the current minute's (the
 * first of slotsToTry). The post names that slot (viewSlot) and the server's time (viewedAt), so that the
 * rules check the view and its stamp with one read each (firestore.rules, "throttles"): a counted view
 * costs 2 writes and 2 billed reads, a refused one at most 2 reads. Returns false when it was not counted:
 * the post does not exist or is not published, or another view took the slot less than the interval ago.
 * No other slot is tried: views are a best-effort figure (the dashboard says so), not worth more requests.
 */
export async function incrementPostViews(id: string): Promise<boolean> {
  const slot = currentSlot();
  try {
    await commitInSlot('views', slot, id, [
      {
        type: 'update',
        collection: BLOG_POSTS,
        id,
        data: {
          views: fieldValue.increment(1),
          viewSlot: String(slot),
          viewedAt: fieldValue.serverTimestamp(),
        },
      },
    ]);
    return true;
  } catch (error) {
    if (isStoreError(error, 'not-found') || isStoreError(error, 'permission-denied')) return false;
    throw error;
  }
}
