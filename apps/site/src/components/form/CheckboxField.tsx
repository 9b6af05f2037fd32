import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { errorClass } from './fieldStyles';

export interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: ReactNode;
  error?: string;
  ref?: Ref<HTMLInputElement>;
}

export function CheckboxField({ label, error, id, className, ...input }: CheckboxFieldProps) {
  const autoId = useId();
  const boxId = id ?? autoId;
  const errorId = `${boxId}-error`;
  return (
    <div className={className}>
      <div className="flex items-start gap-2">
        <input
          id={boxId}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="mt-1 size-4 accent-express-600"
          {...input}
        />
        <label htmlFor={boxId} className="text-sm">
          {label}
        </label>
      </div>
      {error ? (
        <p id={errorId} className={errorClass}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
