import { fieldValue, getStore, isStoreError, type StoredDoc } from '../store';
import { readText, readTimestamp } from '../models/read';
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

export interface Subscriber {
  email: string;
  createdAt: Date | null;
}

function toSubscriber(doc: StoredDoc): Subscriber {
  return { email: readText(doc.data.email, doc.id), createdAt: readTimestamp(doc.data.createdAt) };
}

/** Newest first; `count` limits the list (notifications), none reads them all (the subscribers screen). */
export async function listSubscribers(count?: number): Promise<Subscriber[]> {
  const store = await getStore();
  const docs = await store.list(SUBSCRIBERS, {
    orderBy: { field: 'createdAt', direction: 'desc' },
    limit: count,
  });
  return docs.map(toSubscriber);
}

export async function removeSubscriber(email: string): Promise<void> {
  const store = await getStore();
  await store.remove(SUBSCRIBERS, email);
}
