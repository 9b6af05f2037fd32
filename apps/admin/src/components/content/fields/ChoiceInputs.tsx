import { useId } from 'react';
import useSWR from 'swr';
import { Checkbox } from '@courier/ui/Checkbox';
import { ComboBox, countryAliases } from '@courier/ui/ComboBox';
import { Select } from '@courier/ui/Select';
import { useAdmin } from '../../../api/hooks';
import { inSentence, useAdminWords } from '../../../i18n/words';
import { fetchCountries } from '../countries';
import type { InputProps } from './TextInputs';

const asId = (value: unknown) =>
  value === null || value === undefined || value === '' ? '' : String(value);

/** One of the descriptor's options. */
export function ChoiceInput({
  field,
  value,
  onChange,
  errorMessage,
  isRequired,
  isReadOnly,
}: InputProps<unknown>) {
  const t = useAdminWords();
  return (
    <Select
      label={field.label}
      items={(field.options ?? []).map((o) => ({ id: o.value, name: o.label }))}
      value={asId(value)}
      onChange={onChange}
      placeholder={t.content.form.choose}
      errorMessage={errorMessage}
      isRequired={isRequired}
      isDisabled={isReadOnly}
      description={isReadOnly ? t.content.form.fixed : field.description}
    />
  );
}

/** The rows of the referenced type (blog categories), as options. */
function useRefOptions(field: InputProps<unknown>['field']) {
  const { data, isLoading } = useAdmin(
    'admin_content_list',
    field.ref ? { type: field.ref } : null,
  );
  return {
    items: (data?.rows ?? []).map((row) => ({ id: String(row.id), name: row.title })),
    isLoading,
  };
}

/** A row of another type (the blog post's category). */
export function ReferenceInput({
  field,
  value,
  onChange,
  errorMessage,
  isRequired,
}: InputProps<unknown>) {
  const t = useAdminWords();
  const { items, isLoading } = useRefOptions(field);
  return (
    <Select
      label={field.label}
      items={items}
      value={asId(value)}
      onChange={(id) => onChange(Number(id))}
      placeholder={t.content.form.choose}
      isLoading={isLoading}
      errorMessage={errorMessage}
      isRequired={isRequired}
      description={
        !isLoading && items.length === 0 && field.ref
          ? t.content.form.noOptions({ plural: inSentence(t.contentTypes[field.ref].plural) })
          : field.description
      }
    />
  );
}

/** Several rows of another type (the blog post's tags): a checkbox each. */
export function ReferencesInput({ field, value, onChange, errorMessage }: InputProps<unknown>) {
  const t = useAdminWords();
  const id = useId();
  const { items, isLoading } = useRefOptions(field);
  const chosen = Array.isArray(value) ? value.map(Number) : [];
  return (
    <fieldset
      className="flex flex-col gap-2"
      aria-describedby={errorMessage ? `${id}-error` : undefined}
    >
      <legend className="mb-1 text-sm font-semibold text-ink">{field.label}</legend>
      {isLoading && <p className="text-sm text-ink-muted">{t.loading}</p>}
      {!isLoading && items.length === 0 && field.ref && (
        <p className="text-sm text-ink-muted">
          {t.content.form.noOptions({ plural: inSentence(t.contentTypes[field.ref].plural) })}
        </p>
      )}
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        {items.map((item) => {
          const n = Number(item.id);
          return (
            <Checkbox
              key={item.id}
              isSelected={chosen.includes(n)}
              onChange={(on) => onChange(on ? [...chosen, n] : chosen.filter((c) => c !== n))}
            >
              {item.name}
            </Checkbox>
          );
        })}
      </div>
      {errorMessage && (
        <p id={`${id}-error`} className="text-sm font-medium text-danger">
          {errorMessage}
        </p>
      )}
    </fieldset>
  );
}

/** A country of the reference data (the site's own country list), typed to search. */
export function CountryInput({
  field,
  value,
  onChange,
  errorMessage,
  isRequired,
}: InputProps<unknown>) {
  const { data, isLoading } = useSWR('country_list', fetchCountries, {
    revalidateOnFocus: false,
  });
  return (
    <ComboBox
      label={field.label}
      // Found by its English and Arabic names whatever the page's language (the list answers one).
      items={(data ?? []).map((c) => ({
        id: String(c.country_id),
        name: c.country_name,
        aliases: () => countryAliases(c.country_code),
      }))}
      value={asId(value)}
      onChange={(id) => onChange(id ? Number(id) : '')}
      isLoading={isLoading}
      errorMessage={errorMessage}
      isRequired={isRequired}
      description={field.description}
    />
  );
}
