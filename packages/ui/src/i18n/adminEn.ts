/** Default English words of the back-office components (the admin app passes its own catalogue's). */
export const adminUiEn = {
  dataTable: {
    previous: 'Previous page',
    next: 'Next page',
    page: 'Page {page} of {pages} ({total, plural, other {# rows}})',
    /** The pager's navigation name: `label` is what is paged ('Enquiries'). */
    pagesOf: '{label}: pages',
    empty: 'Nothing found.',
    loading: 'Loading...',
  },
  filters: { search: 'Search', clear: 'Clear filters' },
  confirm: { confirm: 'Confirm', cancel: 'Cancel' },
  scan: { results: 'Scan results', accepted: 'Accepted', refused: 'Refused' },
} as const;

/** The words of a paged list; another catalogue passes its own (any text, not these literals). */
export interface DataTableWords {
  previous: string;
  next: string;
  page: (values: { page: number; pages: number; total: number }) => string;
  empty: string;
  loading: string;
}
