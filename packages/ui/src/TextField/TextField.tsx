import {
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';
import { Description, FieldError, Label, StandaloneInput, type FieldProps } from '../Field/Field';

export interface TextFieldProps extends Omit<AriaTextFieldProps, 'isInvalid'>, FieldProps {
  placeholder?: string;
}

export function TextField({
  label,
  description,
  errorMessage,
  placeholder,
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
      <Label>{label}</Label>
      <StandaloneInput placeholder={placeholder} />
      {description && <Description>{description}</Description>}
      <FieldError>{errorMessage}</FieldError>
    </AriaTextField>
  );
}
