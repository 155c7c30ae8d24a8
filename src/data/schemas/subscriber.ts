import { z } from '@/lib/zod';

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
