import { useState } from 'react';
import { Button } from '../Button/Button';
import { ConfirmDialog } from '../ConfirmDialog/ConfirmDialog';
import { Filters } from '../Filters/Filters';
import { useUiWords } from '../i18n/uiWords';
import { usePortalWords } from '../i18n/portalWords';
import { Pager } from '../Pager/Pager';
import { StatusBadge } from '../StatusBadge/StatusBadge';
import { TextField } from '../TextField/TextField';
import { Isolate, isolatedText, Ltr } from '../Bidi/Bidi';
import { useLanguage } from '../i18n/LanguageProvider';

/** A saved address as the book lists it (the page words the API's record). */
export interface AddressCard {
  id: string;
  kind: 'sender' | 'receiver';
  /** Company or consignor. */
  name: string;
  contact: string;
  /** Street, city and country on one line. */
  address: string;
  phone: string;
}

export interface AddressBookProps {
  addresses: readonly AddressCard[];
  total: number;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  search: string;
  onSearch: (search: string) => void;
  onAdd: () => void;
  onEdit: (id: string) => void;
  /** Called once the customer confirmed; the dialog stays busy until it settles. */
  onDelete: (id: string) => Promise<void> | void;
  isLoading?: boolean;
}

/** The customer's saved senders and receivers: search, add, edit and delete (asked first). */
export function AddressBook({
  addresses,
  total,
  page,
  pageSize,
  onPageChange,
  search,
  onSearch,
  onAdd,
  onEdit,
  onDelete,
  isLoading = false,
}: AddressBookProps) {
  const portal = usePortalWords();
  const language = useLanguage();
  const w = useUiWords();
  const [draft, setDraft] = useState(search);
  const [deleting, setDeleting] = useState<AddressCard | null>(null);
  const [busy, setBusy] = useState(false);
  const confirmDelete = async () => {
    if (!deleting) return;
    setBusy(true);
    try {
      await onDelete(deleting.id);
      setDeleting(null);
    } finally {
      setBusy(false);
    }
  };
  return (
    <section aria-labelledby="address-book-title" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="address-book-title" className="text-xl font-bold text-navy-800">
          {portal.addresses.title}
        </h2>
        <Button onPress={onAdd}>{portal.addresses.add}</Button>
      </div>
      <Filters
        label={portal.addresses.search}
        onSubmit={() => onSearch(draft.trim())}
        onClear={
          search
            ? () => {
                setDraft('');
                onSearch('');
              }
            : undefined
        }
      >
        <TextField
          label={portal.addresses.search}
          type="search"
          value={draft}
          onChange={setDraft}
        />
      </Filters>
      {addresses.length === 0 ? (
        <p className="rounded-card border border-line p-6 text-center text-ink-muted" role="status">
          {isLoading
            ? w.common.loading
            : search
              ? portal.addresses.noMatch
              : portal.addresses.empty}
        </p>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2" aria-busy={isLoading}>
          {addresses.map((address) => (
            <li
              key={address.id}
              className="flex flex-col gap-2 rounded-card border border-line bg-surface p-4 shadow-card"
            >
              <div className="flex flex-wrap items-start justify-between gap-2">
                <h3 className="font-bold text-navy-800">
                  <Isolate>{address.name}</Isolate>
                </h3>
                <StatusBadge
                  label={
                    address.kind === 'sender'
                      ? portal.addresses.kindSender
                      : portal.addresses.kindReceiver
                  }
                  tone={address.kind === 'sender' ? 'neutral' : 'info'}
                />
              </div>
              <p className="text-sm">{address.contact && <Isolate>{address.contact}</Isolate>}</p>
              <p className="text-sm text-ink-muted">
                <Isolate>{address.address}</Isolate>
              </p>
              <p className="text-sm text-ink-muted">
                <Ltr className="whitespace-nowrap">{address.phone}</Ltr>
              </p>
              <div className="mt-auto flex gap-2 pt-2">
                <Button
                  variant="outline"
                  aria-label={portal.addresses.editNamed({ name: address.name })}
                  onPress={() => onEdit(address.id)}
                >
                  {portal.addresses.edit}
                </Button>
                <Button
                  variant="ghost"
                  aria-label={portal.addresses.deleteNamed({ name: address.name })}
                  onPress={() => setDeleting(address)}
                >
                  {portal.addresses.delete}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {/* One page needs no pager. */}
      {total > pageSize && (
        <Pager
          label={portal.addresses.title}
          page={page}
          pageSize={pageSize}
          total={total}
          onPageChange={onPageChange}
        />
      )}
      <ConfirmDialog
        title={portal.addresses.confirmTitle}
        isOpen={deleting !== null}
        onCancel={() => setDeleting(null)}
        onConfirm={() => void confirmDelete()}
        confirmLabel={portal.addresses.delete}
        isBusy={busy}
      >
        <p>
          {deleting
            ? portal.addresses.confirmBody({
                name: language === 'ar' ? isolatedText(deleting.name) : deleting.name,
              })
            : ''}
        </p>
      </ConfirmDialog>
    </section>
  );
}
