/** HTML authored in the back office; the API sanitises it before sending (api-client wire.ts). */
export function HtmlContent({ html, className = '' }: { html: string; className?: string }) {
  return (
    <div
      className={`prose-html leading-7 ${className}`}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
