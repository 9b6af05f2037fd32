import { NumberField } from '@courier/ui/NumberField';
import { TextArea } from '@courier/ui/TextArea';
import { TextField } from '@courier/ui/TextField';
import type { ContentField } from '@courier/domain/content/contentTypes';
import { t } from '../../../i18n/en';

/** The props every field input takes: what the form holds for it and how to change it. */
export interface InputProps<V> {
  field: ContentField;
  value: V;
  onChange: (value: V) => void;
  onBlur?: () => void;
  errorMessage?: string;
  isRequired?: boolean;
  isReadOnly?: boolean;
}

const INPUT_TYPES: Partial<
  Record<ContentField['kind'], { type?: string; inputMode?: 'tel' | 'email' | 'url' }>
> = {
  url: { type: 'url', inputMode: 'url' },
  pdf: { type: 'url', inputMode: 'url' },
  email: { type: 'email', inputMode: 'email' },
  phone: { type: 'tel', inputMode: 'tel' },
  date: { type: 'date' },
};

/** One line or several lines of text, in one language; `arabic` types right to left. */
export function PlainTextInput({
  field,
  value,
  onChange,
  onBlur,
  errorMessage,
  isRequired,
  isReadOnly,
  label = field.label,
  arabic = false,
  description = field.description,
}: InputProps<string> & { label?: string; arabic?: boolean; description?: string }) {
  const common = {
    label,
    value: value ?? '',
    onChange,
    onBlur,
    errorMessage,
    isRequired,
    isReadOnly,
    description,
    inputDir: arabic ? ('rtl' as const) : undefined,
    inputLang: arabic ? 'ar' : undefined,
  };
  if (field.kind === 'textarea') return <TextArea {...common} rows={4} />;
  const kind = INPUT_TYPES[field.kind];
  return <TextField {...common} type={kind?.type} inputMode={kind?.inputMode} />;
}

/** A whole number; an emptied box holds NaN, which the schema answers with its range message. */
export function IntegerInput({
  field,
  value,
  onChange,
  onBlur,
  errorMessage,
  isRequired,
  isReadOnly,
}: InputProps<unknown>) {
  const number = typeof value === 'number' ? value : value === '' ? NaN : Number(value);
  return (
    <NumberField
      label={field.label}
      value={number}
      onChange={onChange}
      onBlur={onBlur}
      minValue={field.min}
      maxValue={field.maxValue}
      step={1}
      formatOptions={{ useGrouping: false, maximumFractionDigits: 0 }}
      errorMessage={errorMessage}
      isRequired={isRequired}
      isReadOnly={isReadOnly}
      description={field.description}
    />
  );
}

/** The Arabic twin's label and hint: optional, the site falls back to the English text. */
export function arabicLabel(field: ContentField): { label: string; description: string } {
  return {
    label: t.content.arabic(field.label),
    description: t.content.arabicHint,
  };
}
