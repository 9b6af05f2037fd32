import { z } from 'zod';
import { requiredText } from './fields.ts';

/** Customer login (spec 5), field names of the login payload. */
export const loginMessages = {
  Userid: 'Enter your user ID.',
  Password: 'Enter your password.',
} as const;

export const loginSchema = z.object({
  Userid: requiredText(loginMessages.Userid),
  /** Not trimmed: spaces may be part of a password. */
  Password: z.string({ error: loginMessages.Password }).min(1, { error: loginMessages.Password }),
});

export type LoginFormInput = z.input<typeof loginSchema>;
export type LoginForm = z.output<typeof loginSchema>;
