import { z } from '@/lib/zod';
import { readTimestamp } from '../models/read';

const optionalTimestampSchema = z.unknown().optional().transform(readTimestamp);

export const STAFF_ROLES = ['admin', 'editor', 'user'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
export const STAFF_STATUSES = ['active', 'inactive'] as const;

/** admins/{uid}: the staff directory. Role defaults to editor when absent (spec section 6). */
export const staffMemberSchema = z.object({
  id: z.string(),
  email: z.string().catch(''),
  name: z.string().catch(''),
  username: z.string().catch(''),
  role: z.enum(STAFF_ROLES).catch('editor'),
  status: z.enum(STAFF_STATUSES).catch('active'),
  createdAt: optionalTimestampSchema,
  lastLogin: optionalTimestampSchema,
});

export type StaffMember = z.infer<typeof staffMemberSchema>;

/** invites/{lowercased e-mail}: staff added without a password; the gate turns it into admins/{uid}. */
export const inviteSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string().catch(''),
  username: z.string().catch(''),
  role: z.enum(STAFF_ROLES).catch('user'),
  status: z.enum(STAFF_STATUSES).catch('active'),
  createdAt: optionalTimestampSchema,
});

export type Invite = z.infer<typeof inviteSchema>;

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
