import type { RouteMeta } from './routeMeta';

function upsertMeta(name: string, content: string | undefined): void {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (content === undefined) {
    tag?.remove();
    return;
  }
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = name;
    document.head.appendChild(tag);
  }
  tag.content = content;
}

/** Writes the title and meta tags of the page into the document head. */
export function applyMeta(meta: RouteMeta): void {
  document.title = meta.title;
  upsertMeta('description', meta.description);
  upsertMeta('keywords', meta.keywords);
}
