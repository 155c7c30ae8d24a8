import { z } from '@/lib/zod';

export const notificationSchema = z.object({
  id: z.string(),
  title: z.string().trim().min(1).catch('Notification'),
  description: z.string().catch(''),
  read: z.boolean().catch(false),
  timestamp: z.number().catch(() => Date.now()),
});

export type AppNotification = z.infer<typeof notificationSchema>;
