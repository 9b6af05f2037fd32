import { RichTextEditor } from '@courier/ui/RichTextEditor';
import type { InputProps } from './TextInputs';

/** Formatted text in the shared editor (TipTap), English or its Arabic twin. */
export function RichTextInput({
  field,
  value,
  onChange,
  errorMessage,
  isRequired,
  label = field.label,
  description = field.description,
  arabic = false,
}: InputProps<string> & { label?: string; description?: string; arabic?: boolean }) {
  return (
    <RichTextEditor
      label={label}
      value={value ?? ''}
      onChange={onChange}
      errorMessage={errorMessage}
      description={description}
      isRequired={isRequired}
      dir={arabic ? 'rtl' : undefined}
      lang={arabic ? 'ar' : undefined}
    />
  );
}
