import { z } from '@/lib/zod';
import { emailSchema } from '@/data/schemas/common';
import { signInCopy } from './sign-in-copy';

/** The sign-in forms (spec section 5). Inputs stay as typed; the parsed values are trimmed and lowercased. */
export const passwordLoginSchema = z.object({
  email: emailSchema,
  password: z.string().min(6, 'Password must be at least 6 characters long'),
});
export type PasswordLoginInput = z.input<typeof passwordLoginSchema>;
export type PasswordLoginValues = z.output<typeof passwordLoginSchema>;

export const linkRequestSchema = z.object({ email: emailSchema });

/** The verify screen asks for the address when it cannot recall it; an empty field says what it wants. */
export const linkVerifySchema = z.object({
  email: z.string().trim().min(1, signInCopy.verify.missingEmail).pipe(emailSchema),
});

export type EmailFormInput = z.input<typeof linkRequestSchema>;
export type EmailFormValues = z.output<typeof linkRequestSchema>;
