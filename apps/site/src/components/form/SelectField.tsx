import { useId, type Ref, type SelectHTMLAttributes } from 'react';
import { RequiredMark } from '@courier/ui/Field';
import { useIsRequired } from '@courier/ui/wizard/requiredFields';
import { controlClass, errorClass, labelClass } from './fieldStyles';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  options: readonly SelectOption[];
  /** Text of the empty first option; omit for no empty option. */
  placeholder?: string;
  error?: string;
  ref?: Ref<HTMLSelectElement>;
}

export function SelectField({ label, options, placeholder, error, id, className, ...select }: SelectFieldProps) {
  const autoId = useId();
  const selectId = id ?? autoId;
  const errorId = `${selectId}-error`;
  // Marked when the enclosing form's schema requires it (RequiredFields).
  const required = useIsRequired(select.name ?? '');
  return (
    <div className={className}>
      <span className="flex items-baseline">
        <label htmlFor={selectId} className={labelClass}>
          {label}
        </label>
        {required && <RequiredMark />}
      </span>
      <select
        id={selectId}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={controlClass(Boolean(error))}
        {...select}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error ? (
        <p id={errorId} className={errorClass}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
