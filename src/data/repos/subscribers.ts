import { fieldValue, getStore, isStoreError } from '../store';
import { subscribeFormSchema, type SubscribeFormInput } from '../schemas/subscriber';

export const SUBSCRIBERS = 'subscribers';

export type SubscribeResult = 'subscribed' | 'already-subscribed';

/**
 * Stores subscribers/{lowercased e-mail}. The collection is create-only for the public (no read, no
 * update), so a second subscription of the same address is refused: the memory store says
 * 'already-exists', Firestore's rules say 'permission-denied' (the payload itself was validated by the
 * same schema the rules check). Both mean the address is already on the list.
 */
export async function subscribe(input: SubscribeFormInput): Promise<SubscribeResult> {
  const { email } = subscribeFormSchema.parse(input);
  const store = await getStore();
  try {
    await store.create(SUBSCRIBERS, email, { email, createdAt: fieldValue.serverTimestamp() });
    return 'subscribed';
  } catch (error) {
    if (isStoreError(error, 'already-exists') || isStoreError(error, 'permission-denied')) {
      return 'already-subscribed';
    }
    throw error;
  }
}
