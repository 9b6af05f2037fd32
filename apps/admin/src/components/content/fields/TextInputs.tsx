import { DatePicker } from '@courier/ui/DatePicker';
import { NumberField } from '@courier/ui/NumberField';
import { TextArea } from '@courier/ui/TextArea';
import { TextField } from '@courier/ui/TextField';
import type { ContentField } from '@courier/domain/content/contentTypes';

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
};

const SHORT_KINDS = new Set<ContentField['kind']>(['phone', 'date', 'email']);

/** One line or several lines of text (a field without an Arabic twin). */
export function PlainTextInput({
  field,
  value,
  onChange,
  onBlur,
  errorMessage,
  isRequired,
  isReadOnly,
  description = field.description,
}: InputProps<string> & { description?: string }) {
  const common = {
    label: field.label,
    value: value ?? '',
    onChange,
    onBlur,
    errorMessage,
    isRequired,
    isReadOnly,
    description,
  };
  if (field.kind === 'textarea') return <TextArea {...common} rows={4} />;
  // A date is typed in the product's day/month/year order, not the browser's own date box.
  if (field.kind === 'date')
    return (
      <DatePicker
        {...common}
        onBlur={onBlur ? () => onBlur() : undefined}
        className="sm:max-w-sm"
      />
    );
  const kind = INPUT_TYPES[field.kind];
  return (
    <TextField
      {...common}
      type={kind?.type}
      inputMode={kind?.inputMode}
      // A phone number or a date in a box as wide as a paragraph reads as a mistake.
      className={SHORT_KINDS.has(field.kind) ? 'sm:max-w-sm' : undefined}
    />
  );
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
      className="sm:max-w-xs"
    />
  );
}
