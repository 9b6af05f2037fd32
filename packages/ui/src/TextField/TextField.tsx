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
  /** The earliest value of a date input (yyyy-mm-dd), e.g. the first collection day. */
  min?: string;
}

export function TextField({
  label,
  description,
  errorMessage,
  placeholder,
  inputDir,
  inputLang,
  min,
  className,
  ...props
}: TextFieldProps) {
  return (
    <AriaTextField
      {...props}
      isInvalid={Boolean(errorMessage)}
      validationBehavior="aria"
      className={`flex flex-col gap-1 ${typeof className === 'string' ? className : ''}`}
    >
      <Label isRequired={props.isRequired}>{label}</Label>
      <StandaloneInput placeholder={placeholder} min={min} dir={inputDir} lang={inputLang} />
      {description && <Description>{description}</Description>}
      <FieldError>{errorMessage}</FieldError>
    </AriaTextField>
  );
}
