import type { z } from 'zod';
import { PHONE_PATTERN } from '../patterns.ts';
import { makeMemberLikeSchema } from './memberContact.ts';
import { messageGroup } from '../messageWords.ts';

/** Franchise enquiry (spec 5): the member form, but mobile takes digits and plus signs. */
export const franchiseMessages = messageGroup('franchise');

export const franchiseSchema = makeMemberLikeSchema(
  PHONE_PATTERN,
  () => franchiseMessages.mobileFormat,
);

export type FranchiseFormInput = z.input<typeof franchiseSchema>;
export type FranchiseForm = z.output<typeof franchiseSchema>;
