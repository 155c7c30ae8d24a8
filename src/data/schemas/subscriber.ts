import { z } from 'zod';
import { optionalTimestampSchema } from './common';

export const subscribeFormSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, 'Please enter your email address')
    .max(254)
    .email('Please enter a valid email address')
    .transform((value) => value.toLowerCase()),
});

export type SubscribeFormInput = z.input<typeof subscribeFormSchema>;

/** Stored under subscribers/{lowercased e-mail}. */
export const subscriberSchema = z.object({
  id: z.string(),
  email: z.string(),
  createdAt: optionalTimestampSchema,
});

export type Subscriber = z.infer<typeof subscriberSchema>;
