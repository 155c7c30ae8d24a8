import { readOneOf, readText, readTimestamp, type RawDoc } from './read';

export const INQUIRY_STATUSES = ['New', 'Responded', 'Resolved'] as const;
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];

export const INQUIRY_LIMITS = { name: 100, email: 254, phone: 30, subject: 200, message: 5000 } as const;

/** A stored contact inquiry (collection contact_inquiries). */
export interface Inquiry {
  id: string;
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
  status: InquiryStatus;
  createdAt: Date | null;
  updatedAt: Date | null;
}

/** Status is New when absent (spec section 3). */
export function readInquiry(raw: RawDoc & { id: string }): Inquiry {
  return {
    id: raw.id,
    name: readText(raw.name),
    email: readText(raw.email),
    phone: readText(raw.phone),
    subject: readText(raw.subject),
    message: readText(raw.message),
    status: readOneOf(raw.status, INQUIRY_STATUSES, 'New'),
    createdAt: readTimestamp(raw.createdAt),
    updatedAt: readTimestamp(raw.updatedAt),
  };
}
