import {
  Controller,
  type Control,
  type ControllerFieldState,
  type ControllerRenderProps,
  type FieldPath,
  type FieldValues,
} from 'react-hook-form';
import { memo } from 'react';
import { ComboBox } from '../ComboBox/ComboBox';
import { RadioGroup } from '../RadioGroup/RadioGroup';
import { Select } from '../Select/Select';
import { TextArea } from '../TextArea/TextArea';
import { TextField } from '../TextField/TextField';
import type { Option } from '../utils/listBox';
import { useIsRequired } from './requiredFields';

/**
 * Fields bound to react-hook-form. The form validates on submit first (its default mode), so a
 * message shows only after a submit attempt, then follows the input.
 */
export interface Bound<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  isDisabled?: boolean;
}

/**
 * The props every bound field passes to its widget: the stored value, the change that stores it
 * (then tells the page), blur for touched state, and the field's message.
 */
export function bind<T extends FieldValues>(
  field: ControllerRenderProps<T, FieldPath<T>>,
  fieldState: ControllerFieldState,
  onValueChange?: (value: string) => void,
) {
  return {
    name: field.name,
    value: field.value ?? '',
    onChange: (value: string) => {
      field.onChange(value);
      onValueChange?.(value);
    },
    onBlur: field.onBlur,
    errorMessage: fieldState.error?.message,
  };
}

function BoundTextField<T extends FieldValues>({
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
  description,
}: Bound<T> & {
  isReadOnly?: boolean;
  inputMode?: 'decimal' | 'numeric' | 'tel' | 'email' | 'text';
  autoComplete?: string;
  type?: string;
  className?: string;
  maxLength?: number;
  /** Called after the form stored a typed value (e.g. to recalculate derived figures). */
  onValueChange?: (value: string) => void;
  /** A line under the field that says more about its value (e.g. the currency it is in). */
  description?: string;
}) {
  const required = useIsRequired(name);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          {...bind(field, fieldState, onValueChange)}
          // A computed, read-only field cannot be fixed by the visitor: it never shows a message.
          errorMessage={isReadOnly ? undefined : fieldState.error?.message}
          label={label}
          isRequired={required}
          isDisabled={isDisabled}
          isReadOnly={isReadOnly}
          maxLength={maxLength}
          inputMode={inputMode}
          autoComplete={autoComplete}
          type={type}
          className={className}
          description={description}
        />
      )}
    />
  );
}

/**
 * Memoised: its props are the control (stable), the name, words and flags, so a re-render of
 * the form around it does not reach it; its own value and message reach it through the
 * control's subscription (Controller). Every form re-renders once after it mounts
 * (react-hook-form marks itself ready and applies `values`), and a server-rendered wizard's
 * fields re-rendering then made a long task on a phone while the page hydrated.
 */
export const FormTextField = memo(BoundTextField) as typeof BoundTextField;

export function FormTextArea<T extends FieldValues>({
  control,
  name,
  label,
  className,
}: Bound<T> & { className?: string }) {
  const required = useIsRequired(name);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextArea
          {...bind(field, fieldState)}
          label={label}
          isRequired={required}
          className={className}
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
  isLoading,
  onValueChange,
  placeholder,
  className,
}: Bound<T> & {
  items: readonly Option[];
  isLoading?: boolean;
  onValueChange?: (id: string) => void;
  placeholder?: string;
  className?: string;
}) {
  const required = useIsRequired(name);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <ComboBox
          {...bind(field, fieldState, onValueChange)}
          label={label}
          isRequired={required}
          items={items}
          isLoading={isLoading}
          placeholder={placeholder}
          className={className}
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
  isLoading,
  className,
  notice,
}: Bound<T> & {
  items: readonly Option[];
  onValueChange?: (id: string) => void;
  placeholder?: string;
  isLoading?: boolean;
  className?: string;
  /** Why the field cannot be answered as it stands (no option fits); shown as its message. */
  notice?: string;
}) {
  const required = useIsRequired(name);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Select
          {...bind(field, fieldState, onValueChange)}
          {...(notice ? { errorMessage: notice } : {})}
          label={label}
          isRequired={required}
          items={items}
          placeholder={placeholder}
          isLoading={isLoading}
          className={className}
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
  const required = useIsRequired(name);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <RadioGroup
          label={label}
          isRequired={required}
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
