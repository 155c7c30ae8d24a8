import { z } from '@/lib/zod';
import { INQUIRY_EMAIL_CHOICES, STAFF_ROLES, STAFF_STATUSES, TEST_EMAIL_STATES } from '../constants';
import { storedTimestamp } from './common';

/** admins/{uid}: the staff directory, as the app reads it (models/staff.ts readStaffMember). */
export const staffMemberSchema = () =>
  z.object({
    id: z.string().min(1),
    email: z.string(),
    name: z.string(),
    username: z.string(),
    role: z.enum(STAFF_ROLES),
    status: z.enum(STAFF_STATUSES),
    createdAt: storedTimestamp(),
    lastLogin: storedTimestamp(),
  });

export type StaffMember = z.infer<ReturnType<typeof staffMemberSchema>>;
export type StaffRole = StaffMember['role'];
export type StaffStatus = StaffMember['status'];

export type InquiryEmailChoice = (typeof INQUIRY_EMAIL_CHOICES)[number];

/**
 * A staff member's own e-mail settings, from their admins/{uid} record (models/staff.ts
 * readInquiryEmailSettings): their choice of inquiry e-mails, when they last asked for a test e-mail
 * (`testEmailRequestedAt`, stamped by the server), and the Cloud Function's answer to it (`testEmail`, whose
 * `requestedAt` is the request it answers; null until one came).
 */
export const inquiryEmailSettingsSchema = () =>
  z.object({
    inquiryEmails: z.enum(INQUIRY_EMAIL_CHOICES),
    testEmailRequestedAt: storedTimestamp(),
    testEmail: z
      .object({
        state: z.enum(TEST_EMAIL_STATES),
        to: z.string(),
        at: storedTimestamp(),
        requestedAt: storedTimestamp(),
        /** Why it failed, in the mail server's words ('' when none). */
        error: z.string(),
      })
      .nullable(),
  });

export type InquiryEmailSettings = z.infer<ReturnType<typeof inquiryEmailSettingsSchema>>;
export type TestEmailAnswer = NonNullable<InquiryEmailSettings['testEmail']>;

/** invites/{lowercased e-mail}: staff added without a password (models/staff.ts readInvite). */
export const inviteSchema = () =>
  z.object({
    id: z.string().min(1),
    email: z.string().min(1),
    name: z.string(),
    username: z.string(),
    role: z.enum(STAFF_ROLES),
    status: z.enum(STAFF_STATUSES),
    createdAt: storedTimestamp(),
  });

export type Invite = z.infer<ReturnType<typeof inviteSchema>>;

/** The user form's rules and messages (spec section 5). */
export const staffFormSchema = z.object({
  username: z.string().trim().min(3, 'Username must be at least 3 characters'),
  email: z.string().trim().toLowerCase().email('Please enter a valid email address'),
  name: z.string().trim().min(3, 'Name must be at least 3 characters'),
  role: z.enum(STAFF_ROLES).default('user'),
  status: z.enum(STAFF_STATUSES).default('active'),
  password: z.union([z.literal(''), z.string().min(6, 'Password must be at least 6 characters')]).default(''),
});

export type StaffFormInput = z.input<typeof staffFormSchema>;
