import { Button } from '../Button/Button';
import type { DataTableWords } from '../i18n/adminEn';
import { useAdminUiWords } from '../i18n/adminWords';

export interface PagerProps {
  /** What is paged, for the navigation's name ('Enquiries: pages'). */
  label: string;
  /** 1-based page; `total` rows in pages of `pageSize`. */
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  text?: Partial<DataTableWords>;
}

/** Previous / next through a list the server pages, with where one stands announced politely. */
export function Pager({ label, page, pageSize, total, onPageChange, text }: PagerProps) {
  const adminUi = useAdminUiWords();
  const words = { ...adminUi.dataTable, ...text };
  // An empty list says so in words (the list's own message); 'Page 1 of 1 (0 rows)' says nothing.
  if (total === 0) return null;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <nav
      aria-label={adminUi.dataTable.pagesOf({ label })}
      className="flex flex-wrap items-center justify-between gap-2 text-sm"
    >
      <span aria-live="polite">{words.page({ page, pages, total })}</span>
      <span className="flex gap-2">
        <Button variant="outline" isDisabled={page <= 1} onPress={() => onPageChange(page - 1)}>
          {words.previous}
        </Button>
        <Button variant="outline" isDisabled={page >= pages} onPress={() => onPageChange(page + 1)}>
          {words.next}
        </Button>
      </span>
    </nav>
  );
}
