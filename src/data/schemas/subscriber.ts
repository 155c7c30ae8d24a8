import { z } from '@/lib/zod';

/** subscribers/{lowercased e-mail}, as the app reads it (models/subscriber.ts readSubscriber). */
export const subscriberSchema = () =>
  z.object({
    email: z.string().min(1),
    createdAt: z.date().nullable(),
  });

export type Subscriber = z.infer<ReturnType<typeof subscriberSchema>>;

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
