import { fieldValue, isStoreError } from '../store';
import { newDocumentId } from '../store/document-id';
import { INQUIRY_DEFAULTS } from '../models/inquiry';
import { searchWordsFor } from '../search-words';
import { contactFormSchema, type ContactFormInput } from '../schemas/inquiry';
import { subscribeFormSchema, type SubscribeFormInput } from '../schemas/subscriber';
import { CONTACT_INQUIRIES, SUBSCRIBERS } from './collections';
import { countsWrite } from './collection-stats';
import { commitInSlot, commitStamped, SiteBusyError, slotsToTry } from './throttle';

/**
 * What visitors send through the public forms: a contact inquiry, a newsletter sign-up. Each goes with its
 * throttle stamp (./throttle.ts), so they live apart from the entity repositories that staff screens load
 * (a counted view is ./post-views.ts, without the forms' schemas): the back office never downloads the
 * throttle or the public forms' schemas, and its list screens and dashboard load no zod at all.
 */

export type SubmitInquiryResult = 'sent' | 'discarded';

/**
 * Stores a contact form submission, with its throttle stamp (./throttle.ts). A filled honeypot means a bot:
 * nothing is stored, and the caller shows the usual success so the bot learns nothing. SiteBusyError when
 * the rules refuse it: the form checked every field as the rules do, so a refusal means another message
 * was accepted less than the interval ago.
 */
export async function submitContactInquiry(input: ContactFormInput): Promise<SubmitInquiryResult> {
  const { website, ...fields } = contactFormSchema.parse(input);
  if (website) return 'discarded';
  const id = newDocumentId();
  const stored = { ...fields, email: fields.email.toLowerCase() };
  const inquiry = {
    ...stored,
    status: INQUIRY_DEFAULTS.status,
    searchWords: searchWordsFor(CONTACT_INQUIRIES, stored),
    createdAt: fieldValue.serverTimestamp(),
  };
  try {
    await commitStamped(CONTACT_INQUIRIES, id, [
      { type: 'create', collection: CONTACT_INQUIRIES, id, data: inquiry },
      ...countsWrite(CONTACT_INQUIRIES, id, null, inquiry),
    ]);
  } catch (error) {
    if (isStoreError(error, 'permission-denied')) throw new SiteBusyError(CONTACT_INQUIRIES);
    throw error;
  }
  return 'sent';
}

export type SubscribeResult = 'subscribed' | 'already-subscribed' | 'busy';

/**
 * Stores subscribers/{lowercased e-mail} with its throttle stamp (./throttle.ts). The collection is
 * create-only for the public (no read, no update), so Firestore's rules refuse both a second subscription
 * of an address and one in a taken throttle slot, with the same 'permission-denied'. The stamp alone tells
 * them apart: the rules accept it only for an address already on the list, in a free slot. So each slot
 * costs at most two requests, and a repeat is recognised at the first free one. The memory store has no
 * rules: it says 'already-exists'.
 */
export async function subscribe(input: SubscribeFormInput): Promise<SubscribeResult> {
  const { email } = subscribeFormSchema.parse(input);
  const subscriber = { email, createdAt: fieldValue.serverTimestamp() };
  const refused = (error: unknown) => {
    if (!isStoreError(error, 'permission-denied')) throw error;
  };
  for (const slot of slotsToTry()) {
    try {
      await commitInSlot(SUBSCRIBERS, slot, email, [
        { type: 'create', collection: SUBSCRIBERS, id: email, data: subscriber },
        ...countsWrite(SUBSCRIBERS, email, null, subscriber),
      ]);
      return 'subscribed';
    } catch (error) {
      if (isStoreError(error, 'already-exists')) return 'already-subscribed';
      refused(error);
    }
    try {
      await commitInSlot(SUBSCRIBERS, slot, email, []);
      return 'already-subscribed';
    } catch (error) {
      refused(error);
    }
  }
  return 'busy';
}
