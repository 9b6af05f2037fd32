import { z } from 'zod';
import { isCleanText, requiredText, textMessages, TEXT_LIMITS } from './fields.ts';
import { messageGroup } from '../messageWords.ts';

/** Customer login (spec 5), field names of the login payload. */
export const loginMessages = messageGroup('login');

export const loginSchema = z.object({
  Userid: requiredText(() => loginMessages.Userid, TEXT_LIMITS.name),
  /** Not trimmed: spaces may be part of a password. */
  Password: z
    .string({ error: () => loginMessages.Password })
    .min(1, { error: () => loginMessages.Password })
    .max(TEXT_LIMITS.password, { error: () => textMessages.tooLong(TEXT_LIMITS.password) })
    .refine(isCleanText, { error: () => textMessages.badCharacters }),
});

export type LoginFormInput = z.input<typeof loginSchema>;
export type LoginForm = z.output<typeof loginSchema>;
