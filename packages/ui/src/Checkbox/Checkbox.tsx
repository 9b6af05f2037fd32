import {
  Checkbox as AriaCheckbox,
  type CheckboxProps as AriaCheckboxProps,
} from 'react-aria-components';
import { useId, type ReactNode } from 'react';
import { tv } from 'tailwind-variants';
import { focusRing } from '../utils/focusRing';

const boxStyles = tv({
  extend: focusRing,
  base: 'flex size-5 shrink-0 items-center justify-center rounded border-2 text-white forced-colors:bg-[Field]',
  variants: {
    isSelected: {
      false: 'border-navy-300 bg-surface',
      true: 'border-navy-800 bg-navy-800 forced-colors:bg-[Highlight]',
    },
    isInvalid: { true: 'border-danger forced-colors:border-[Mark]' },
    isDisabled: { true: 'opacity-60' },
  },
});

export interface CheckboxProps extends Omit<AriaCheckboxProps, 'isInvalid' | 'children'> {
  children: ReactNode;
  /** The schema's message, shown after a submit attempt and tied to the box by aria-describedby. */
  errorMessage?: string;
}

export function Checkbox({ children, errorMessage, className, ...props }: CheckboxProps) {
  const errorId = useId();
  return (
    <div className={`flex flex-col gap-1 ${typeof className === 'string' ? className : ''}`}>
      <AriaCheckbox
        {...props}
        isInvalid={Boolean(errorMessage)}
        aria-describedby={errorMessage ? errorId : undefined}
        className="group flex items-center gap-2 text-sm text-ink"
      >
        {(renderProps) => (
          <>
            <span aria-hidden="true" className={boxStyles(renderProps)}>
              {renderProps.isSelected && (
                <svg viewBox="0 0 18 18" className="size-3.5 fill-none stroke-current stroke-3">
                  <polyline points="2 9 7 14 16 4" />
                </svg>
              )}
            </span>
            <span>{children}</span>
          </>
        )}
      </AriaCheckbox>
      {errorMessage && (
        <p id={errorId} className="text-sm font-medium text-danger forced-colors:text-[Mark]">
          {errorMessage}
        </p>
      )}
    </div>
  );
}
