import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { ComboBox } from '../ComboBox/ComboBox';
import { RadioGroup } from '../RadioGroup/RadioGroup';
import { Select } from '../Select/Select';
import { TextArea } from '../TextArea/TextArea';
import { TextField } from '../TextField/TextField';
import type { Option } from '../utils/listBox';

/**
 * Fields bound to react-hook-form. The form validates on submit first (its default mode), so a
 * message shows only after a submit attempt, then follows the input.
 */
interface Bound<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  isDisabled?: boolean;
}

export function FormTextField<T extends FieldValues>({
  control,
  name,
  label,
  isDisabled,
  isReadOnly,
  inputMode,
  autoComplete,
  type,
  className,
  maxLength,
  onValueChange,
}: Bound<T> & {
  isReadOnly?: boolean;
  inputMode?: 'decimal' | 'numeric' | 'tel' | 'email' | 'text';
  autoComplete?: string;
  type?: string;
  className?: string;
  maxLength?: number;
  /** Called after the form stored a typed value (e.g. to recalculate derived figures). */
  onValueChange?: (value: string) => void;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          label={label}
          name={field.name}
          value={field.value ?? ''}
          onChange={(value) => {
            field.onChange(value);
            onValueChange?.(value);
          }}
          onBlur={field.onBlur}
          isDisabled={isDisabled}
          isReadOnly={isReadOnly}
          maxLength={maxLength}
          inputMode={inputMode}
          autoComplete={autoComplete}
          type={type}
          className={className}
          errorMessage={fieldState.error?.message}
        />
      )}
    />
  );
}

export function FormTextArea<T extends FieldValues>({
  control,
  name,
  label,
  className,
}: Bound<T> & { className?: string }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextArea
          label={label}
          name={field.name}
          value={field.value ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          className={className}
          errorMessage={fieldState.error?.message}
        />
      )}
    />
  );
}

export function FormComboBox<T extends FieldValues>({
  control,
  name,
  label,
  items,
  onValueChange,
}: Bound<T> & { items: readonly Option[]; onValueChange?: (id: string) => void }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <ComboBox
          label={label}
          name={field.name}
          items={items}
          value={field.value ?? ''}
          onChange={(id) => {
            field.onChange(id);
            onValueChange?.(id);
          }}
          onBlur={field.onBlur}
          errorMessage={fieldState.error?.message}
        />
      )}
    />
  );
}

export function FormSelect<T extends FieldValues>({
  control,
  name,
  label,
  items,
  onValueChange,
  placeholder,
}: Bound<T> & {
  items: readonly Option[];
  onValueChange?: (id: string) => void;
  placeholder?: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Select
          label={label}
          name={field.name}
          items={items}
          placeholder={placeholder}
          value={field.value ?? ''}
          onChange={(id) => {
            field.onChange(id);
            onValueChange?.(id);
          }}
          onBlur={field.onBlur}
          errorMessage={fieldState.error?.message}
        />
      )}
    />
  );
}

export function FormRadioGroup<T extends FieldValues>({
  control,
  name,
  label,
  options,
  onValueChange,
}: Bound<T> & { options: readonly Option[]; onValueChange?: (id: string) => void }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <RadioGroup
          label={label}
          name={field.name}
          options={options}
          value={field.value ?? ''}
          onChange={(id) => (onValueChange ? onValueChange(id) : field.onChange(id))}
          errorMessage={fieldState.error?.message}
        />
      )}
    />
  );
}
