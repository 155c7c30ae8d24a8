import type { InquiryEmailSettings, Invite, StaffMember, TestEmailAnswer } from '../schemas/staff';
import { readOneOf, readText, readTimestamp, type EntityReader, type RawDoc } from './read';
import { INQUIRY_EMAIL_CHOICES, STAFF_ROLES, STAFF_STATUSES, TEST_EMAIL_STATES } from '../constants';
export { INQUIRY_EMAIL_CHOICES, STAFF_ROLES, STAFF_STATUSES };

/** A staff record stored without a role is an editor (spec section 6). */
const STAFF_DEFAULTS = { role: 'editor', status: 'active' } as const;

/** An invite stored without a role grants the read-only back office. */
const INVITE_DEFAULTS = { role: 'user', status: 'active' } as const;

/** A staff record without a choice of inquiry e-mails gets none (functions/src/recipients.ts reads it so). */
const INQUIRY_EMAILS_DEFAULT = 'none';

/**
 * The fields of a staff record that are stamps, not staff details: the audit log's before/after leave them
 * out (firestore.rules hasTrueFields), so that the person's own sign-in, their test e-mail request and the
 * Cloud Function's answer to it never make an admin's audited save of the record out of date.
 */
export const STAFF_UNAUDITED_FIELDS = [
  'createdAt',
  'lastLogin',
  'testEmailRequestedAt',
  'testEmail',
] as const;

/** admins/{uid}: the staff directory. */
export const readStaffMember: EntityReader<StaffMember> = (raw, id) => ({
  id,
  email: readText(raw.email),
  name: readText(raw.name),
  username: readText(raw.username),
  role: readOneOf(raw.role, STAFF_ROLES, STAFF_DEFAULTS.role),
  status: readOneOf(raw.status, STAFF_STATUSES, STAFF_DEFAULTS.status),
  createdAt: readTimestamp(raw.createdAt),
  lastLogin: readTimestamp(raw.lastLogin),
});

/** The Cloud Function's answer to a test e-mail, or null when there is none (or it is unreadable). */
function readTestEmail(value: unknown): TestEmailAnswer | null {
  if (typeof value !== 'object' || value === null) return null;
  const map = value as RawDoc;
  const state = TEST_EMAIL_STATES.find((candidate) => candidate === map.state);
  if (!state) return null;
  return {
    state,
    to: readText(map.to),
    at: readTimestamp(map.at),
    requestedAt: readTimestamp(map.requestedAt),
    error: readText(map.error),
  };
}

/** admins/{uid}: the member's own e-mail settings (the id is the record's, unused). */
export const readInquiryEmailSettings: EntityReader<InquiryEmailSettings> = (raw) => ({
  inquiryEmails: readOneOf(raw.inquiryEmails, INQUIRY_EMAIL_CHOICES, INQUIRY_EMAILS_DEFAULT),
  testEmailRequestedAt: readTimestamp(raw.testEmailRequestedAt),
  testEmail: readTestEmail(raw.testEmail),
});

/** invites/{lowercased e-mail}: staff added without a password; the id is the address when none is stored. */
export const readInvite: EntityReader<Invite> = (raw, id) => ({
  id,
  email: readText(raw.email, id),
  name: readText(raw.name),
  username: readText(raw.username),
  role: readOneOf(raw.role, STAFF_ROLES, INVITE_DEFAULTS.role),
  status: readOneOf(raw.status, STAFF_STATUSES, INVITE_DEFAULTS.status),
  createdAt: readTimestamp(raw.createdAt),
});
