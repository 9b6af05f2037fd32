import { useController, type Control } from 'react-hook-form';
import { BilingualTextField } from '@courier/ui/BilingualTextField';
import { arabicKey, type ContentField } from '@courier/domain/content/contentTypes';
import type { ContentValues } from '../contentForm';

/** A plain text field and its Arabic twin (`xAr`), each bound to its own key of the record. */
export function BilingualInput({
  field,
  control,
  errors,
  isRequired,
}: {
  field: ContentField;
  control: Control<ContentValues>;
  errors: { en?: string; ar?: string };
  isRequired?: boolean;
}) {
  const english = useController({ control, name: field.name });
  const arabic = useController({ control, name: arabicKey(field.name) });
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return (
    <BilingualTextField
      label={field.label}
      name={field.name}
      value={{ en: text(english.field.value), ar: text(arabic.field.value) }}
      onChange={({ en, ar }) => {
        if (en !== english.field.value) english.field.onChange(en);
        if (ar !== arabic.field.value) arabic.field.onChange(ar);
      }}
      errors={errors}
      multiline={field.kind === 'textarea'}
      isRequired={isRequired}
      description={field.description}
      maxLength={field.max}
    />
  );
}
