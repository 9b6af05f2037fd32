import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from './portal.ts';
import { requiredChoice, requiredEmail, requiredTextMax, TEXT_LIMITS } from './fields.ts';
import { messageGroup } from '../messageWords.ts';

/**
 * The users of a business account and their roles: an owner does everything (users, keys,
 * webhooks), a shipper creates and manages shipments, pickups and labels, a viewer reads and
 * exports. The account's own login is its first owner.
 */
export const ACCOUNT_ROLES = ['owner', 'shipper', 'viewer'] as const;
export type AccountRole = (typeof ACCOUNT_ROLES)[number];

const RANK: Record<AccountRole, number> = { viewer: 0, shipper: 1, owner: 2 };
/** True when `role` may do what needs at least `needed`. */
export const roleAllows = (role: AccountRole, needed: AccountRole) => RANK[role] >= RANK[needed];

/** Longest name of a user. */
const ACCOUNT_USER_NAME_MAX = 100;
/** How long an invitation link works. */
export const INVITATION_DAYS = 7;

export const accountUserMessages = messageGroup('accountUser');

const m = accountUserMessages;

/** The Team page's "invite a user" form. */
export const invitationCreateSchema = z.object({
  email: requiredEmail(() => m.email).transform((value) => value.toLowerCase()),
  role: requiredChoice(ACCOUNT_ROLES, () => m.role),
});

/** The token of an invitation link (43 base64url characters). */
export const invitationTokenField = z
  .string({ error: () => m.token })
  .regex(/^[A-Za-z0-9_-]{43}$/, { error: () => m.token });

/** The invitation page's form: the invitee's name and password. */
export const invitationAcceptSchema = z
  .object({
    token: invitationTokenField,
    name: requiredTextMax(
      () => m.name,
      ACCOUNT_USER_NAME_MAX,
      () => m.nameTooLong,
    ),
    password: z
      .string({ error: () => m.password })
      .min(PASSWORD_MIN_LENGTH, { error: () => m.password })
      .max(TEXT_LIMITS.password, { error: () => m.password }),
    confirm_password: z.string({ error: () => m.confirmPassword }),
  })
  .refine((v) => v.password === v.confirm_password, {
    path: ['confirm_password'],
    error: () => m.confirmPassword,
  });
