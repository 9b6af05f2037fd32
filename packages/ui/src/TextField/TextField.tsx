import {
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';
import { Description, FieldError, Label, StandaloneInput, type FieldProps } from '../Field/Field';

export interface TextFieldProps extends Omit<AriaTextFieldProps, 'isInvalid'>, FieldProps {
  placeholder?: string;
  /**
   * The typed text's direction and language, set on the input only (an Arabic twin of an English
   * field: 'rtl', 'ar'); the label and messages keep the page's, as they are in its language.
   */
  inputDir?: 'ltr' | 'rtl';
  inputLang?: string;
  /**
   * The value is a code typed left to right whatever the page's language (a tracking number or
   * AWB, a phone number, an e-mail address): the input reads left to right and, on a
   * right-to-left page, keeps to the form's start edge while its label stays right to left.
   * Phone, e-mail and URL fields (by `type` or `inputMode`) are so without asking.
   */
  isLtrValue?: boolean;
  /** The earliest value of a date input (yyyy-mm-dd), e.g. the first collection day. */
  min?: string;
}

/** Kinds of input whose values read left to right in every language. */
const LTR_KINDS = new Set(['tel', 'email', 'url']);

export function TextField({
  label,
  description,
  errorMessage,
  placeholder,
  inputDir,
  inputLang,
  isLtrValue,
  min,
  className,
  ...props
}: TextFieldProps) {
  const ltrValue =
    isLtrValue ?? (LTR_KINDS.has(props.type ?? '') || LTR_KINDS.has(props.inputMode ?? ''));
  return (
    <AriaTextField
      {...props}
      isInvalid={Boolean(errorMessage)}
      validationBehavior="aria"
      className={`flex flex-col gap-1 ${typeof className === 'string' ? className : ''}`}
    >
      <Label isRequired={props.isRequired}>{label}</Label>
      <StandaloneInput
        placeholder={placeholder}
        min={min}
        dir={inputDir ?? (ltrValue ? 'ltr' : undefined)}
        lang={inputLang}
        className={ltrValue ? 'rtl:text-right' : undefined}
      />
      {description && <Description>{description}</Description>}
      <FieldError>{errorMessage}</FieldError>
    </AriaTextField>
  );
}
