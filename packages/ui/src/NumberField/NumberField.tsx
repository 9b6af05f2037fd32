import {
  Button as AriaButton,
  NumberField as AriaNumberField,
  type NumberFieldProps as AriaNumberFieldProps,
} from 'react-aria-components';
import { Description, FieldError, FieldGroup, Input, Label, type FieldProps } from '../Field/Field';

export interface NumberFieldProps extends Omit<AriaNumberFieldProps, 'isInvalid'>, FieldProps {}

const stepButton =
  'flex h-full w-8 items-center justify-center border-s border-line text-navy-800 pressed:bg-navy-50 disabled:text-ink-muted forced-colors:border-[ButtonBorder]';

export function NumberField({
  label,
  description,
  errorMessage,
  className,
  ...props
}: NumberFieldProps) {
  return (
    <AriaNumberField
      {...props}
      isInvalid={Boolean(errorMessage)}
      validationBehavior="aria"
      className={`flex flex-col gap-1 ${typeof className === 'string' ? className : ''}`}
    >
      <Label isRequired={props.isRequired}>{label}</Label>
      <FieldGroup>
        <Input />
        <AriaButton slot="decrement" className={stepButton}>
          <span aria-hidden="true">−</span>
        </AriaButton>
        <AriaButton slot="increment" className={stepButton}>
          <span aria-hidden="true">+</span>
        </AriaButton>
      </FieldGroup>
      {description && <Description>{description}</Description>}
      <FieldError>{errorMessage}</FieldError>
    </AriaNumberField>
  );
}
