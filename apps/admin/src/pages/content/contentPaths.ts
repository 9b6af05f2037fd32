import { CONTENT_TYPES, type ContentTypeName } from '@courier/domain/content/contentTypes';

/** The company profile is one record: its "list" is its form (id 1). */
const SINGLETON_ID = 1;

export const contentTypeHref = (type: ContentTypeName) =>
  CONTENT_TYPES[type].singleton ? `/content/${type}/${SINGLETON_ID}` : `/content/${type}`;

export const contentItemHref = (type: ContentTypeName, id: number | 'new') =>
  `/content/${type}/${id}`;
