import {
  FieldError as AriaFieldError,
  Group,
  Input as AriaInput,
  Label as AriaLabel,
  Text,
  TextArea as AriaTextArea,
  composeRenderProps,
  type FieldErrorProps,
  type GroupProps,
  type InputProps,
  type LabelProps,
  type TextAreaProps,
  type TextProps,
} from 'react-aria-components';
import { tv } from 'tailwind-variants';
import { focusRing } from '../utils/focusRing';

/** Shared parts of every form field: label, help text, error and the bordered control. */

/** The one label style of every form (one weight), with a visible mark on required fields. */
export const labelStyles = 'w-fit text-sm font-semibold text-ink';

/**
 * The asterisk is only seen: screen readers hear "required" from the control's aria-required,
 * which react-aria sets from the same isRequired.
 */
export function RequiredMark() {
  return (
    // The label's size: a larger mark made required labels taller, so a row's boxes sat unevenly.
    <span aria-hidden="true" className="ms-0.5 text-sm text-danger">
      *
    </span>
  );
}

export function Label({
  className,
  isRequired,
  children,
  ...props
}: LabelProps & { isRequired?: boolean }) {
  const label = (
    <AriaLabel {...props} className={`${labelStyles} ${className ?? ''}`}>
      {children}
    </AriaLabel>
  );
  // The mark sits beside the label, not in it: the field's name stays exactly its label.
  if (!isRequired) return label;
  return (
    <span className="inline-flex w-fit items-baseline">
      {label}
      <RequiredMark />
    </span>
  );
}

export function Description({ className, ...props }: TextProps) {
  return (
    <Text {...props} slot="description" className={`text-sm text-ink-muted ${className ?? ''}`} />
  );
}

/**
 * Rendered by react-aria only when the field is invalid, and wired to it by aria-describedby.
 * The messages are already in the page's language: the schemas write them so on the page, and
 * the API in the request's language (@courier/domain/messageWords).
 */
export function FieldError({ className, children, ...props }: FieldErrorProps) {
  return (
    <AriaFieldError
      {...props}
      children={children}
      className={composeRenderProps(
        className,
        (c) => `text-sm font-medium text-danger forced-colors:text-[Mark] ${c ?? ''}`,
      )}
    />
  );
}

const fieldBorderStyles = tv({
  variants: {
    isFocusWithin: {
      false: 'border-line',
      true: 'border-navy-700 forced-colors:border-[Highlight]',
    },
    isInvalid: { true: 'border-danger forced-colors:border-[Mark]' },
    isDisabled: { true: 'border-line/60 forced-colors:border-[GrayText]' },
  },
});

const fieldGroupStyles = tv({
  extend: focusRing,
  base: 'flex h-10 items-center overflow-hidden rounded-field border bg-surface forced-colors:bg-[Field]',
  variants: fieldBorderStyles.variants,
});

export function FieldGroup(props: GroupProps) {
  return (
    <Group
      {...props}
      className={composeRenderProps(props.className, (className, renderProps) =>
        fieldGroupStyles({ ...renderProps, className }),
      )}
    />
  );
}

const inputStyles = tv({
  base: 'min-w-0 flex-1 bg-transparent px-3 py-2 text-sm text-ink outline-0 placeholder:text-ink-muted disabled:text-ink-muted',
});

/** An input inside a FieldGroup: the group draws the border and the focus ring. */
export function Input(props: InputProps) {
  return (
    <AriaInput
      {...props}
      className={composeRenderProps(props.className, (c) => inputStyles({ className: c }))}
    />
  );
}

const standaloneInputStyles = tv({
  extend: focusRing,
  base: 'w-full rounded-field border bg-surface px-3 py-2 text-sm text-ink placeholder:text-ink-muted forced-colors:bg-[Field]',
  variants: {
    isFocused: { false: 'border-line', true: 'border-navy-700 forced-colors:border-[Highlight]' },
    isInvalid: { true: 'border-danger forced-colors:border-[Mark]' },
    isDisabled: { true: 'opacity-60' },
  },
});

export function StandaloneInput(props: InputProps) {
  return (
    <AriaInput
      {...props}
      // As tall as a Select trigger or a ComboBox group (h-10), so mixed rows of a form line up.
      className={composeRenderProps(props.className, (className, renderProps) =>
        standaloneInputStyles({ ...renderProps, className: `h-10 ${className ?? ''}` }),
      )}
    />
  );
}

export function TextAreaInput(props: TextAreaProps) {
  return (
    <AriaTextArea
      {...props}
      className={composeRenderProps(props.className, (className, renderProps) =>
        standaloneInputStyles({ ...renderProps, className: `min-h-24 ${className ?? ''}` }),
      )}
    />
  );
}

/** What every field component takes on top of its react-aria props. */
export interface FieldProps {
  label: string;
  description?: string;
  /** The schema's message; set only after a submit attempt (react-hook-form's default mode). */
  errorMessage?: string;
}
