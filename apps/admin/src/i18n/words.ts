/**
 * The back office's catalogue (namespace 'admin') and the hook its screens read it with:
 * `const t = useAdminWords(); t.shipments.title; t.shipments.detailTitle({ no })`.
 */
import type { CatalogSource } from '@courier/ui/i18n/catalog';
import { wordsHook } from '@courier/ui/i18n/words';
import type { ContentField, ContentTypeName } from '@courier/domain/content/contentTypes';
import { adminEn } from './en';

export const adminCatalog: CatalogSource<typeof adminEn> = {
  namespace: 'admin',
  en: adminEn,
  ar: () => import('./ar').then((m) => m.adminAr),
};

export const useAdminWords = wordsHook('admin', adminEn);

/** The words as screens read them (what `useAdminWords()` returns). */
export type AdminWords = ReturnType<typeof useAdminWords>;

/** A name as it reads inside a sentence: English lower-cases it ('New service'); Arabic has no case. */
export const inSentence = (name: string): string => name.toLocaleLowerCase('en');

/**
 * A content field as the editor shows it, in the staff member's language: its label, hint and
 * choices from the catalogue (`contentFields`), falling back to the domain's English.
 */
export function useContentField(): (type: ContentTypeName, field: ContentField) => ContentField {
  const t = useAdminWords();
  return (type, field) => {
    const words = t.contentFields[type] ?? {};
    return {
      ...field,
      label: words[field.name] ?? field.label,
      description: field.description && (words[`${field.name}Hint`] ?? field.description),
      ...(field.options && {
        options: field.options.map((option) => ({
          ...option,
          label: words[`${field.name}_${option.value}`] ?? option.label,
        })),
      }),
    };
  };
}
