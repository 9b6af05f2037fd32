import { Link } from 'react-aria-components';
import { formatKuwaitDateTime } from '@courier/domain/formats';
import { useLanguage } from '../i18n/LanguageProvider';
import { useUiWords } from '../i18n/uiWords';
import { focusRing } from '../utils/focusRing';

/** The document links of a booking, as the API answers them (`documents`). */
export interface ShipmentDocumentLinks {
  label_a4_url: string;
  label_4x6_url: string;
  label_zpl_url: string;
  /** Only for goods crossing a border. */
  commercial_invoice_url?: string;
  /** ISO 8601 time after which the links no longer open. */
  expires_at?: string;
}

export interface ShipmentDocumentsProps {
  documents: ShipmentDocumentLinks;
  /** Heading level inside the page (the result views use 3). */
  headingLevel?: 2 | 3 | 4;
  /** Formats the expiry; defaults to Kuwait time in the page's language. */
  formatExpiry?: (iso: string) => string;
}

/**
 * The shipping documents of a booking: labels per piece (A4 sheets, 4x6 pages, ZPL for Zebra
 * printers) and the commercial invoice when the goods cross a border. Links only; the page
 * passes the signed URLs it got from the API.
 */
export function ShipmentDocuments({
  documents,
  headingLevel = 3,
  formatExpiry,
}: ShipmentDocumentsProps) {
  const w = useUiWords();
  const language = useLanguage();
  const Heading = `h${headingLevel}` as const;
  const items = [
    {
      id: 'a4',
      href: documents.label_a4_url,
      name: w.documents.labelsA4,
      hint: w.documents.labelsA4Hint,
      file: false,
    },
    {
      id: '4x6',
      href: documents.label_4x6_url,
      name: w.documents.labels4x6,
      hint: w.documents.labels4x6Hint,
      file: false,
    },
    {
      id: 'zpl',
      href: documents.label_zpl_url,
      name: w.documents.labelsZpl,
      hint: w.documents.labelsZplHint,
      file: true,
    },
    ...(documents.commercial_invoice_url
      ? [
          {
            id: 'invoice',
            href: documents.commercial_invoice_url,
            name: w.documents.invoice,
            hint: w.documents.invoiceHint,
            file: false,
          },
        ]
      : []),
  ];
  const expiresAt = documents.expires_at;
  const expiry = !expiresAt
    ? ''
    : formatExpiry
      ? formatExpiry(expiresAt)
      : formatKuwaitDateTime(expiresAt, language);
  return (
    <section
      aria-labelledby="shipment-documents-title"
      className="flex flex-col gap-3 rounded-card border border-line bg-surface p-4 shadow-card"
    >
      <Heading id="shipment-documents-title" className="text-lg font-bold text-navy-800">
        {w.documents.title}
      </Heading>
      <p className="text-sm text-ink-muted">{w.documents.intro}</p>
      <ul className="grid gap-3 sm:grid-cols-2">
        {items.map((item) => (
          <li key={item.id} className="flex flex-col gap-1 rounded-card border border-line p-3">
            <Link
              href={item.href}
              // PDFs open in the browser's viewer; the ZPL file is a download for the printer.
              {...(item.file ? { download: '' } : { target: '_blank', rel: 'noopener' })}
              aria-describedby={`shipment-document-${item.id}-hint`}
              className={(rp) =>
                focusRing({
                  ...rp,
                  className: 'w-fit font-semibold text-navy-700 underline underline-offset-2',
                })
              }
            >
              {item.name}
              {!item.file && <span className="sr-only"> {w.documents.opensInNewTab}</span>}
            </Link>
            <span id={`shipment-document-${item.id}-hint`} className="text-sm text-ink-muted">
              {item.hint}
            </span>
          </li>
        ))}
      </ul>
      {expiry && <p className="text-sm text-ink-muted">{w.documents.expires({ when: expiry })}</p>}
    </section>
  );
}
