import { z } from 'zod';
import { optionalTimestampSchema } from './common';

export const INQUIRY_STATUSES = ['New', 'Responded', 'Resolved'] as const;
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];

export const INQUIRY_LIMITS = { name: 100, email: 254, phone: 30, subject: 200, message: 5000 } as const;

/** Stored contact inquiry (collection contact_inquiries). Status is New when absent. */
export const inquirySchema = z.object({
  id: z.string(),
  name: z.string().catch(''),
  email: z.string().catch(''),
  phone: z
    .string()
    .nullish()
    .transform((value) => value ?? ''),
  subject: z.string().catch(''),
  message: z.string().catch(''),
  status: z.enum(INQUIRY_STATUSES).catch('New'),
  createdAt: optionalTimestampSchema,
  updatedAt: optionalTimestampSchema,
});

export type Inquiry = z.infer<typeof inquirySchema>;

/** The public contact form (spec section 5): name, valid email, subject and message required; phone optional. */
export const contactFormSchema = z.object({
  name: z.string().trim().min(1, 'Please enter your name').max(INQUIRY_LIMITS.name, 'Please shorten your name'),
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
