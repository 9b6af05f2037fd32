import {
  arabicKey,
  CONTENT_TYPES,
  type ContentField,
  type ContentTypeName,
} from '@courier/domain/content/contentTypes';
import type { ContentValues } from '@courier/domain/content/contentSchema';
import { cleanHtml, cleanText } from '../http/sanitize.ts';
import { CONTENT_TABLES } from './contentTables.ts';

/**
 * Between a record as the back office edits it (`values`, keyed by the descriptor's field names)
 * and a table row (drizzle's column keys). Fields kept in other tables (blog post tags, team
 * skills) are left to contentRelations.ts.
 */

type Row = Record<string, unknown>;

/** Kept outside the row: blog post tags and team skills. */
const isRelationField = (field: ContentField) =>
  field.kind === 'references' || field.kind === 'skills';

/** How a text of this kind is stored: rich text sanitised as HTML, plain text stripped of tags. */
function cleaned(field: ContentField, value: unknown): string {
  const text = typeof value === 'string' ? value : '';
  if (field.kind === 'richText') return cleanHtml(text);
  if (field.kind === 'text' || field.kind === 'textarea') return cleanText(text);
  return text.trim();
}

/** Choice fields stored as numbers (the static page's menu id). */
const numericChoice = (field: ContentField) => field.kind === 'choice' && field.name === 'menuId';

/**
 * The columns a checked record writes. Fields fixed after creation (menu id, figure key) are
 * written only when `creating`: an update never moves a section to another page or renames a key.
 */
export function toColumns(
  type: ContentTypeName,
  values: ContentValues,
  { creating }: { creating: boolean },
): Row {
  const { imageColumn } = CONTENT_TABLES[type];
  const row: Row = {};
  for (const field of CONTENT_TYPES[type].fields) {
    if (isRelationField(field)) continue;
    if (field.fixedAfterCreate && !creating) continue;
    const value = values[field.name];
    switch (field.kind) {
      case 'image': {
        const image = (value ?? {}) as { url?: string; alt?: string; altAr?: string };
        row[imageColumn ?? 'imageUrl'] = (image.url ?? '').trim();
        row.imageAlt = image.url ? cleanText(image.alt ?? '') : '';
        row.imageAltAr = image.url ? cleanText(image.altAr ?? '') : '';
        break;
      }
      case 'location': {
        const pin = value as { latitude: number; longitude: number };
        row.latitude = pin.latitude;
        row.longitude = pin.longitude;
        break;
      }
      case 'integer':
      case 'reference':
      case 'country':
        row[field.name] = Number(value);
        break;
      case 'boolean':
        row[field.name] = Boolean(value);
        break;
      case 'choice':
        row[field.name] = numericChoice(field) ? Number(value) : value;
        break;
      default:
        row[field.name] = cleaned(field, value);
    }
    if (field.bilingual) row[arabicKey(field.name)] = cleaned(field, values[arabicKey(field.name)]);
  }
  return row;
}

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/** The record the form edits, from a row (relation fields are added by the caller). */
export function toValues(type: ContentTypeName, row: Row): ContentValues {
  const { imageColumn } = CONTENT_TABLES[type];
  const values: ContentValues = {};
  for (const field of CONTENT_TYPES[type].fields) {
    if (isRelationField(field)) continue;
    switch (field.kind) {
      case 'image':
        values[field.name] = {
          url: text(row[imageColumn ?? 'imageUrl']),
          alt: text(row.imageAlt),
          altAr: text(row.imageAltAr),
        };
        break;
      case 'location':
        values[field.name] = { latitude: Number(row.latitude), longitude: Number(row.longitude) };
        break;
      case 'integer':
      case 'reference':
      case 'country':
        values[field.name] = Number(row[field.name]);
        break;
      case 'boolean':
        values[field.name] = Boolean(row[field.name]);
        break;
      default:
        values[field.name] = text(row[field.name]);
    }
    if (field.bilingual) values[arabicKey(field.name)] = text(row[arabicKey(field.name)]);
  }
  return values;
}
