import type { Inquiry } from '../schemas/inquiry';
import { readOneOf, readText, readTimestamp, type EntityReader } from './read';

export const INQUIRY_STATUSES = ['New', 'Responded', 'Resolved'] as const;

/** A new inquiry's status, and the status of one stored without any (spec section 3). */
export const INQUIRY_DEFAULTS = { status: 'New' } as const;

export const INQUIRY_LIMITS = { name: 100, email: 254, phone: 30, subject: 200, message: 5000 } as const;

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
