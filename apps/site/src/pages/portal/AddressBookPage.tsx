import {
  PORTAL_PAGE_SIZE_DEFAULT,
  type AddressBookRecord,
} from '@courier/api-client/endpoints/portal';
import type { AddressKind } from '@courier/domain/schemas/portal';
import { AddressBook } from '@courier/ui/AddressBook';
import { AddressForm } from '@courier/ui/AddressForm';
import { usePortalWords } from '@courier/ui/i18n/portalWords';
import { toast } from '@courier/ui/Toaster';
import { ApiCallError } from '@courier/api-client/apiCallError';
import { useMemo, useState } from 'react';
import { useCarrierCities, useCarrierCountries } from '../../api/customers';
import {
  createAddress,
  deleteAddress,
  updateAddress,
  usePortalAddresses,
} from '../../api/portal/addresses';
import { refusalErrors } from '../../api/portal/fieldErrors';
import { useSiteWords } from '../../i18n/siteWords';
import { countryOf, toAddressCard, toAddressEntry } from '../../portal/addressCards';
import { useSignedOutRedirect } from '../../portal/useSignedOutRedirect';
import { PortalPage } from './PortalPage';
import { failureMessage } from '../../api/failureMessage';
import { countryOptions } from '../../components/toOptions';

type Editing = { kind: AddressKind; record?: AddressBookRecord };

/** Options whose id is the name itself: address fields hold names, as the wizard's do. */
const byName = (names: readonly string[]) => names.map((name) => ({ id: name, name }));

function AddressEditor({ editing, onDone }: { editing: Editing; onDone: () => void }) {
  const portal = usePortalWords();
  const w = useSiteWords();
  const [kind, setKind] = useState(editing.kind);
  const defaults = editing.record ? toAddressEntry(editing.record) : undefined;
  const [country, setCountry] = useState(countryOf(defaults));
  const countries = useCarrierCountries();
  const cities = useCarrierCities(country);
  // The carrier names its countries in English: each is also found by its Arabic name.
  const countryItems = useMemo(
    () => countryOptions(countries.list, 'country_name'),
    [countries.list],
  );
  const cityOptions = useMemo(() => byName(cities.list.map((c) => c.city_name)), [cities.list]);
  const [busy, setBusy] = useState(false);
  const [formError, setFormError] = useState('');
  return (
    <AddressForm
      formError={formError}
      // A new kind is a new set of fields.
      key={kind}
      kind={kind}
      onKindChange={editing.record ? undefined : setKind}
      title={editing.record ? portal.addresses.formEdit : portal.addresses.formAdd}
      countries={countryItems}
      cities={cityOptions}
      loading={{ countries: countries.isLoading, cities: cities.isLoading }}
      onCountryChange={setCountry}
      defaultValues={defaults}
      isBusy={busy}
      onCancel={onDone}
      onSubmit={async (entry) => {
        setBusy(true);
        setFormError('');
        try {
          if (editing.record)
            await updateAddress({ ...entry, addressId: editing.record.addressId });
          else await createAddress(entry);
          toast.success(w.portal.addressSaved);
          onDone();
        } catch (error) {
          // A refusal (a duplicate address) belongs on the form it refuses; a failure is a toast.
          const errors = refusalErrors(error);
          const refusal = error instanceof ApiCallError && error.kind === 'rejected';
          const message = Object.values(errors)[0] ?? failureMessage(error);
          if (refusal) setFormError(message);
          else toast.error(message);
        } finally {
          setBusy(false);
        }
      }}
    />
  );
}

/** Saved senders and receivers: search, add, edit, delete. */
export function Component() {
  const w = useSiteWords();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<Editing | null>(null);
  const { data, error, isLoading, mutate } = usePortalAddresses({
    kind: '',
    q: search,
    page,
    page_size: PORTAL_PAGE_SIZE_DEFAULT,
  });
  useSignedOutRedirect(error);
  const records = data?.addresses ?? [];
  return (
    <PortalPage title={w.portal.addressBook} current="/address-book">
      {editing ? (
        <AddressEditor
          editing={editing}
          onDone={() => {
            setEditing(null);
            void mutate();
          }}
        />
      ) : (
        <AddressBook
          addresses={records.map(toAddressCard)}
          total={data?.total ?? 0}
          page={page}
          pageSize={PORTAL_PAGE_SIZE_DEFAULT}
          onPageChange={setPage}
          search={search}
          onSearch={(next) => {
            setSearch(next);
            setPage(1);
          }}
          isLoading={isLoading}
          onAdd={() => setEditing({ kind: 'receiver' })}
          onEdit={(id) => {
            const record = records.find((r) => r.addressId === id);
            if (record) setEditing({ kind: record.kind, record });
          }}
          onDelete={async (id) => {
            try {
              await deleteAddress(id);
              toast.success(w.portal.addressDeleted);
              await mutate();
            } catch (error) {
              toast.error(Object.values(refusalErrors(error))[0] ?? failureMessage(error));
            }
          }}
        />
      )}
    </PortalPage>
  );
}
