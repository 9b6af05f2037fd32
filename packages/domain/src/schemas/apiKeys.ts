import { z } from 'zod';
import { requiredChoice, requiredTextMax } from './fields.ts';
import { messageGroup } from '../messageWords.ts';

/** The modes of a merchant API key: live books real shipments, test never reaches the carrier. */
export const API_KEY_MODES = ['live', 'test'] as const;
export type ApiKeyMode = (typeof API_KEY_MODES)[number];

/** Longest name of a key (what the owner calls it: "Web shop", "Warehouse"). */
export const API_KEY_NAME_MAX = 80;

export const apiKeyMessages = messageGroup('apiKey');

const m = apiKeyMessages;

/** The portal's "create an API key" form. */
export const apiKeyCreateSchema = z.object({
  name: requiredTextMax(
    () => m.name,
    API_KEY_NAME_MAX,
    () => m.nameTooLong,
  ),
  mode: requiredChoice(API_KEY_MODES, () => m.mode),
});
export type ApiKeyCreateInput = z.input<typeof apiKeyCreateSchema>;
