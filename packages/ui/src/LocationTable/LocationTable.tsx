import { Table, type TableColumn } from '../Table/Table';
import { useUiWords } from '../i18n/uiWords';
import { EmailAddress, Ltr } from '../Bidi/Bidi';

/** An office or service point (spec 3: location). */
export interface Location {
  id: string | number;
  location: string;
  /** The city the office is in (the City column); the office's own name is `location`. */
  city_name?: string;
  address: string;
  contact_person_number: string;
  email_id: string;
  lat?: number;
  lng?: number;
}

type Words = ReturnType<typeof useUiWords>;

const columnsOf = (w: Words): TableColumn<Location>[] => [
  { id: 'city', header: w.locations.city, cell: (row) => row.city_name, isRowHeader: true },
  { id: 'address', header: w.locations.address, cell: (row) => row.address },
  {
    id: 'mobile',
    header: w.locations.mobile,
    cell: (row) =>
      row.contact_person_number ? (
        <a className="text-navy-700 underline" href={`tel:${row.contact_person_number}`}>
          <Ltr className="whitespace-nowrap">{row.contact_person_number}</Ltr>
        </a>
      ) : null,
  },
  {
    id: 'email',
    header: w.locations.email,
    cell: (row) =>
      row.email_id ? (
        <a className="text-navy-700 underline" href={`mailto:${row.email_id}`}>
          <EmailAddress address={row.email_id} />
        </a>
      ) : null,
  },
];

/** The find-location list view; it shows only when there are results. */
export function LocationTable({ locations }: { locations: readonly Location[] }) {
  const w = useUiWords();
  if (locations.length === 0) return null;
  return (
    <Table
      label={w.locations.caption}
      columns={columnsOf(w)}
      rows={locations}
      rowId={(row) => String(row.id)}
    />
  );
}
