import {
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';
import { Description, FieldError, Label, TextAreaInput, type FieldProps } from '../Field/Field';

export interface TextAreaProps extends Omit<AriaTextFieldProps, 'isInvalid'>, FieldProps {
  placeholder?: string;
  /**
   * The typed text's direction and language, set on the input only (an Arabic twin of an English
   * field: 'rtl', 'ar'); the label and messages keep the page's, as they are in its language.
   */
  inputDir?: 'ltr' | 'rtl';
  inputLang?: string;
  rows?: number;
}

export function TextArea({
  label,
  description,
  errorMessage,
  placeholder,
  inputDir,
  inputLang,
  rows = 4,
  className,
  ...props
}: TextAreaProps) {
  return (
    <AriaTextField
      {...props}
      isInvalid={Boolean(errorMessage)}
      validationBehavior="aria"
      className={`flex flex-col gap-1 ${typeof className === 'string' ? className : ''}`}
    >
      <Label isRequired={props.isRequired}>{label}</Label>
      <TextAreaInput placeholder={placeholder} rows={rows} dir={inputDir} lang={inputLang} />
      {description && <Description>{description}</Description>}
      <FieldError>{errorMessage}</FieldError>
    </AriaTextField>
  );
}
