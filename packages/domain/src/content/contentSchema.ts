import { z } from 'zod';
import { officeWords } from '../officeWords.ts';
import { isCleanText, textMessages } from '../schemas/fields.ts';
import {
  arabicKey,
  CONTENT_TYPES,
  RICH_TEXT_MAX,
  type ContentField,
  type ContentTypeName,
} from './contentTypes.ts';

/**
 * The schema of one content record as the back office sends it and the API checks it (one
 * schema, both sides). Built from the descriptors in contentTypes.ts; the messages name the
 * field by its label. HTML is only checked for size here: the API sanitises it on save and on
 * serve.
 */

/**
 * A record's messages, read when zod words an issue, so in the language of that moment (the
 * request's in the API, the page's in the back office): the catalogue's `contentCheck` group.
 * Messages that name a field take its name in that language (`contentField`), in lower case.
 */
const check = () => officeWords().contentCheck;
const fieldName = (type: ContentTypeName, field: ContentField): string =>
  (officeWords().contentField[type][field.name] ?? field.label).toLowerCase();

export const contentMessages = {
  required: (type: ContentTypeName, field: ContentField) => () =>
    check().required({ field: fieldName(type, field) }),
  choose: (type: ContentTypeName, field: ContentField) => () =>
    check().choose({ field: fieldName(type, field) }),
  integer: (min: number, max: number) => () => check().integer({ min, max }),
  url: () => check().url,
  mapEmbed: () => check().mapEmbed,
  email: () => check().email,
  phone: () => check().phone,
  date: () => check().date,
  picture: () => check().picture,
  pictureAddress: () => check().pictureAddress,
  alt: () => check().alt,
  pdf: () => check().pdf,
  location: () => check().location,
  skill: () => check().skill,
  percentage: () => check().percentage,
  key: () => check().key,
  counterValue: () => check().counterValue,
} as const;

const SITE_PATH = /^\/(?!\/)[^\s]*$/;
const WEB_ADDRESS = /^https:\/\/[^\s]+$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[0-9][0-9 ]{2,29}$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** A real day (2026-02-31 and year 0000 are not: Date.parse would roll them over, PostgreSQL refuses them). */
const isCalendarDate = (value: string): boolean => {
  if (!DATE.test(value)) return false;
  const day = new Date(`${value}T00:00:00Z`);
  return day.getUTCFullYear() >= 1 && day.toISOString().slice(0, 10) === value;
};
const KEY = /^[a-z][a-z0-9_]{0,39}$/;
/** Pictures come from the upload call (/media/uploads/...) or are the demo artwork (/media/...). */
const PICTURE_URL = /^\/media\/[a-z0-9/_.-]+$/i;

/**
 * The contact page shows this address in an iframe: only the embed pages of the map providers
 * the site uses, so an editor cannot frame any page of the web into the site.
 */
const MAP_EMBEDS: readonly { host: string; path: (pathname: string) => boolean }[] = [
  { host: 'www.google.com', path: (p) => p === '/maps/embed' || p.startsWith('/maps/embed/') },
  { host: 'maps.google.com', path: (p) => p === '/maps/embed' || p.startsWith('/maps/embed/') },
  { host: 'www.openstreetmap.org', path: (p) => p === '/export/embed.html' },
];

/**
 * The address's parts, read by pattern (the domain package runs where no URL class is typed): no
 * user name or port (the host allows neither '@' nor ':'), and no dot segment or escape in the
 * path, which a browser would resolve to another page of the host.
 */
const EMBED_ADDRESS = /^https:\/\/([a-z0-9.-]+)(\/[^?#\s%]*)(?:[?#]\S*)?$/i;

export function isMapEmbedUrl(value: string): boolean {
  if (!WEB_ADDRESS.test(value)) return false;
  const parts = EMBED_ADDRESS.exec(value);
  if (!parts) return false;
  const host = parts[1]!.toLowerCase();
  const path = parts[2]!;
  if (path.includes('/.')) return false;
  return MAP_EMBEDS.some((m) => m.host === host && m.path(path));
}

const cleanString = (max: number) =>
  z
    .string()
    .trim()
    .max(max, textMessages.tooLong(max))
    .refine(isCleanText, textMessages.badCharacters);

const optionalOr = (schema: z.ZodType<string>) => z.union([z.literal(''), schema]).default('');

function textSchema(
  type: ContentTypeName,
  field: ContentField,
  required: boolean,
): z.ZodType<string> {
  const max = field.kind === 'richText' ? RICH_TEXT_MAX : (field.max ?? 200);
  const base = cleanString(max);
  let checked: z.ZodType<string> = base;
  if (field.mapEmbed) {
    checked = base.refine(isMapEmbedUrl, { error: contentMessages.mapEmbed });
  } else if (field.kind === 'url' || field.kind === 'pdf') {
    checked = base.refine((v) => WEB_ADDRESS.test(v) || SITE_PATH.test(v), {
      error: contentMessages.url,
    });
  } else if (field.kind === 'email') {
    checked = base.refine((v) => EMAIL.test(v), { error: contentMessages.email });
  } else if (field.kind === 'phone') {
    checked = base.refine((v) => PHONE.test(v), { error: contentMessages.phone });
  } else if (field.kind === 'date') {
    checked = base.refine(isCalendarDate, { error: contentMessages.date });
  } else if (field.name === 'key') {
    checked = base.refine((v) => KEY.test(v), { error: contentMessages.key });
  }
  if (!required) return optionalOr(checked);
  const message =
    field.kind === 'pdf'
      ? contentMessages.pdf
      : field.kind === 'date'
        ? contentMessages.date
        : contentMessages.required(type, field);
  return z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .pipe(checked as z.ZodType<string, string>);
}

const imageSchema = (required: boolean) =>
  z
    .object({
      url: z.string().trim().max(300).default(''),
      alt: cleanString(200).default(''),
      altAr: cleanString(200).default(''),
    })
    .superRefine((value, ctx) => {
      if (!value.url) {
        if (required)
          ctx.addIssue({ code: 'custom', path: ['url'], message: contentMessages.picture() });
        return;
      }
      if (!PICTURE_URL.test(value.url)) {
        ctx.addIssue({ code: 'custom', path: ['url'], message: contentMessages.pictureAddress() });
      }
      if (!value.alt)
        ctx.addIssue({ code: 'custom', path: ['alt'], message: contentMessages.alt() });
    });

const integerSchema = (field: ContentField) => {
  const min = field.min ?? 0;
  const max = field.maxValue ?? 2_147_483_647;
  const error = contentMessages.integer(min, max);
  return z.coerce.number({ error }).int({ error }).min(min, { error }).max(max, { error });
};

const idSchema = (error: () => string) =>
  z.coerce.number({ error }).int({ error }).positive({ error }).max(2_147_483_647, { error });

function fieldSchema(type: ContentTypeName, field: ContentField): z.ZodType {
  const required = field.required ?? false;
  switch (field.kind) {
    case 'image':
      return imageSchema(required);
    case 'integer':
      return integerSchema(field);
    case 'boolean':
      return z.boolean().default(false);
    case 'choice': {
      const values = (field.options ?? []).map((o) => o.value) as [string, ...string[]];
      return z.enum(values, { error: contentMessages.choose(type, field) });
    }
    case 'reference':
    case 'country':
      return idSchema(contentMessages.choose(type, field));
    case 'references':
      return z
        .array(idSchema(contentMessages.choose(type, field)))
        .max(50)
        .default([]);
    case 'location':
      return z.object(
        {
          latitude: z.number({ error: contentMessages.location }).min(-90).max(90),
          longitude: z.number({ error: contentMessages.location }).min(-180).max(180),
        },
        { error: contentMessages.location },
      );
    case 'skills':
      return z
        .array(
          z.object({
            skill: cleanString(100).min(1, { error: contentMessages.skill }),
            skillAr: cleanString(100).default(''),
            percentage: z.coerce
              .number({ error: contentMessages.percentage })
              .int({ error: contentMessages.percentage })
              .min(0, { error: contentMessages.percentage })
              .max(100, { error: contentMessages.percentage }),
          }),
        )
        .max(20)
        .default([]);
    default:
      return textSchema(type, field, required);
  }
}

const schemas = new Map<ContentTypeName, z.ZodObject>();

/** A home counter animates up to a whole number (ui CountersSection): at most 9 digits. */
export const COUNTER_VALUE = /^[0-9]{1,9}$/;

/** Checks between fields of one record, by type (run once every field is valid on its own). */
const recordChecks: Partial<
  Record<ContentTypeName, (values: ContentValues, ctx: z.RefinementCtx) => void>
> = {
  figures: (values, ctx) => {
    if (values.kind === 'counter' && !COUNTER_VALUE.test(String(values.value)))
      ctx.addIssue({ code: 'custom', path: ['value'], message: contentMessages.counterValue() });
  },
};

/** The record schema of a content type: every field, each bilingual field with its `xAr` twin. */
export function contentSchema(type: ContentTypeName): z.ZodObject {
  const cached = schemas.get(type);
  if (cached) return cached;
  const shape: Record<string, z.ZodType> = {};
  for (const field of CONTENT_TYPES[type].fields) {
    shape[field.name] = fieldSchema(type, field);
    if (field.bilingual) shape[arabicKey(field.name)] = textSchema(type, field, false);
  }
  const check = recordChecks[type];
  const schema = check ? z.object(shape).superRefine(check) : z.object(shape);
  schemas.set(type, schema);
  return schema;
}

/** A record of a content type as edited: field name -> value (see contentTypes.ts for the kinds). */
export type ContentValues = Record<string, unknown>;

const EMPTY: Partial<Record<ContentField['kind'], () => unknown>> = {
  image: () => ({ url: '', alt: '', altAr: '' }),
  boolean: () => true,
  references: () => [],
  skills: () => [],
  location: () => null,
};

/** An empty record of a type, for the back office's "new" form. */
export function emptyContentValues(type: ContentTypeName): ContentValues {
  const values: ContentValues = {};
  for (const field of CONTENT_TYPES[type].fields) {
    values[field.name] = EMPTY[field.kind]?.() ?? '';
    if (field.bilingual) values[arabicKey(field.name)] = '';
  }
  return values;
}
