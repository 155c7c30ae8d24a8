import { subscribeFormSchema } from '@/data/schemas/subscriber';
import { subscribe, type SubscribeResult } from '@/data/repos/visitor-submissions';

export type SubscribeOutcome =
  | { kind: 'invalid'; message: string }
  | { kind: SubscribeResult; email: string }
  | { kind: 'error' };

/** Validates with the shared schema, then stores the address. Loaded on the first submit only. */
export async function submitSubscription(rawEmail: string): Promise<SubscribeOutcome> {
  const parsed = subscribeFormSchema.safeParse({ email: rawEmail });
  if (!parsed.success)
    return { kind: 'invalid', message: parsed.error.issues[0]?.message ?? 'Please check the address' };
  try {
    return { kind: await subscribe(parsed.data), email: parsed.data.email };
  } catch {
    return { kind: 'error' };
  }
}
