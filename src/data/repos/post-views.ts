import { fieldValue, isStoreError } from '../store';
import { BLOG_POSTS } from './collections';
import { commitStamped } from './throttle';

/**
 * Counts one view, with the throttle stamp (./throttle.ts). Returns false when it was not counted: the post
 * does not exist or is not published, or the rules refused it because another view was counted less than
 * the interval ago (views are a best-effort figure; the dashboard says so).
 */
export async function incrementPostViews(id: string): Promise<boolean> {
  try {
    await commitStamped('views', id, [
      { type: 'update', collection: BLOG_POSTS, id, data: { views: fieldValue.increment(1) } },
    ]);
    return true;
  } catch (error) {
    if (isStoreError(error, 'not-found') || isStoreError(error, 'permission-denied')) return false;
    throw error;
  }
}
