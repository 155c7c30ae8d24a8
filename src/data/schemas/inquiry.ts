import { z } from '@/lib/zod';
import { INQUIRY_EMAIL_STATES, INQUIRY_LIMITS, INQUIRY_STATUSES } from '../constants';

const inquiryStatusSchema = z.enum(INQUIRY_STATUSES);

/**
 * The e-mail to staff about an inquiry, from its `notification` map (written by the Cloud Function,
 * functions/src/notify.ts; models/inquiry.ts readInquiryNotification): its state, the addresses the mail
 * server accepted, when the state was set, how many runs tried, why it failed or was skipped ('' when
 * none), and when an admin last asked for it again.
 */
const inquiryNotificationSchema = () =>
  z.object({
    state: z.enum(INQUIRY_EMAIL_STATES),
    to: z.array(z.string()),
    at: z.date().nullable(),
    attempts: z.number().int().nonnegative(),
    error: z.string(),
    resendRequestedAt: z.date().nullable(),
  });

export type InquiryNotification = z.infer<ReturnType<typeof inquiryNotificationSchema>>;

/** A stored contact inquiry (contact_inquiries/{id}); models/inquiry.ts readInquiry makes one. */
export const inquirySchema = () =>
  z.object({
    id: z.string().min(1),
    name: z.string(),
    email: z.string(),
    phone: z.string(),
    subject: z.string(),
    message: z.string(),
    status: inquiryStatusSchema,
    createdAt: z.date().nullable(),
    updatedAt: z.date().nullable(),
    /** Null on inquiries stored before e-mail existed, or while the Cloud Function has not run yet. */
    notification: inquiryNotificationSchema().nullable(),
  });

export type Inquiry = z.infer<ReturnType<typeof inquirySchema>>;
export type InquiryStatus = Inquiry['status'];

/** The public contact form (spec section 5): name, valid email, subject and message required; phone optional. */
export const contactFormSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Please enter your name')
    .max(INQUIRY_LIMITS.name, 'Please shorten your name'),
  email: z
    .string()
    .trim()
    .min(1, 'Please enter your email address')
    .max(INQUIRY_LIMITS.email)
    .email('Please enter a valid email address'),
  phone: z
    .string()
    .trim()
    .max(INQUIRY_LIMITS.phone, 'Please enter a shorter phone number')
    .regex(/^[+()\d\s-]*$/, 'Please enter a valid phone number')
    .default(''),
  subject: z
    .string()
    .trim()
    .min(1, 'Please enter a subject')
    .max(INQUIRY_LIMITS.subject, 'Please shorten the subject'),
  message: z
    .string()
    .trim()
    .min(1, 'Please enter your message')
    .max(INQUIRY_LIMITS.message, `Please keep your message under ${INQUIRY_LIMITS.message} characters`),
  /** Honeypot: people never see or fill it; bots that do are dropped quietly. */
  website: z.string().default(''),
});

export type ContactFormInput = z.input<typeof contactFormSchema>;
export type ContactFormValues = z.output<typeof contactFormSchema>;
