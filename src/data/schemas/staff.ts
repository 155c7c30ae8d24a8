import { z } from '@/lib/zod';
import { STAFF_ROLES, STAFF_STATUSES } from '../constants';
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
