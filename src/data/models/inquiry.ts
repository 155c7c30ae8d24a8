import type { Inquiry } from '../schemas/inquiry';
import { readOneOf, readText, readTimestamp, type EntityReader } from './read';
import { INQUIRY_LIMITS, INQUIRY_STATUSES } from '../constants';
export { INQUIRY_LIMITS, INQUIRY_STATUSES };

/** A new inquiry's status, and the status of one stored without any (spec section 3). */
export const INQUIRY_DEFAULTS = { status: 'New' } as const;

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
});
