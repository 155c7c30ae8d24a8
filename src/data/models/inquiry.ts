import type { Inquiry, InquiryNotification } from '../schemas/inquiry';
import { readCount, readOneOf, readText, readTimestamp, type EntityReader, type RawDoc } from './read';
import { INQUIRY_EMAIL_STATES, INQUIRY_LIMITS, INQUIRY_STATUSES } from '../constants';
export { INQUIRY_LIMITS, INQUIRY_STATUSES };

/** A new inquiry's status, and the status of one stored without any (spec section 3). */
export const INQUIRY_DEFAULTS = { status: 'New' } as const;

/**
 * The inquiry's `notification` map, or null when it has none, or none with a known state (a map holding only
 * an admin's re-send request, or written by a later version).
 */
function readInquiryNotification(value: unknown): InquiryNotification | null {
  if (typeof value !== 'object' || value === null) return null;
  const map = value as RawDoc;
  const state = INQUIRY_EMAIL_STATES.find((candidate) => candidate === map.state);
  if (!state) return null;
  return {
    state,
    to: Array.isArray(map.to) ? map.to.filter((entry): entry is string => typeof entry === 'string') : [],
    at: readTimestamp(map.at),
    attempts: readCount(map.attempts),
    error: readText(map.error),
    resendRequestedAt: readTimestamp(map.resendRequestedAt),
  };
}

/** A stored inquiry; a missing or unknown status reads as the default (New). */
export const readInquiry: EntityReader<Inquiry> = (raw, id) => ({
  id,
  name: readText(raw.name),
  email: readText(raw.email),
  phone: readText(raw.phone),
  subject: readText(raw.subject),
  message: readText(raw.message),
  status: readOneOf(raw.status, INQUIRY_STATUSES, INQUIRY_DEFAULTS.status),
  createdAt: readTimestamp(raw.createdAt),
  updatedAt: readTimestamp(raw.updatedAt),
  notification: readInquiryNotification(raw.notification),
});
