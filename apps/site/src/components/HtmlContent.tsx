import { contentDir } from '@courier/ui/Bidi';

/**
 * HTML authored in the back office; the API sanitises it before sending (api-client wire.ts). It
 * may be English on an Arabic page (no Arabic twin): it takes its own direction.
 */
export function HtmlContent({ html, className = '' }: { html: string; className?: string }) {
  return (
    <div
      dir={contentDir(html)}
      className={`prose-html leading-7 ${className}`}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
