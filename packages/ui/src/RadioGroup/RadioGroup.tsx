import {
  Radio as AriaRadio,
  RadioGroup as AriaRadioGroup,
  composeRenderProps,
  type RadioGroupProps as AriaRadioGroupProps,
  type RadioProps,
} from 'react-aria-components';
import { tv } from 'tailwind-variants';
import { Description, FieldError, Label, type FieldProps } from '../Field/Field';
import { focusRing } from '../utils/focusRing';
import type { Option } from '../utils/listBox';

const circleStyles = tv({
  extend: focusRing,
  base: 'size-5 shrink-0 rounded-full border-2 bg-surface transition-all forced-colors:bg-[Field]',
  variants: {
    isSelected: {
      false: 'border-navy-300',
      true: 'border-[6px] border-navy-800 forced-colors:border-[Highlight]',
    },
    isInvalid: { true: 'border-danger forced-colors:border-[Mark]' },
    isDisabled: { true: 'opacity-60' },
  },
});

function Radio(props: RadioProps) {
  return (
    <AriaRadio
      {...props}
      className={composeRenderProps(
        props.className,
        (c) => `group flex items-center gap-2 text-sm text-ink ${c ?? ''}`,
      )}
    >
      {composeRenderProps(props.children, (children, renderProps) => (
        <>
          <span aria-hidden="true" className={circleStyles(renderProps)} />
          {children}
        </>
      ))}
    </AriaRadio>
  );
}

export interface RadioGroupProps
  extends Omit<AriaRadioGroupProps, 'isInvalid' | 'children'>, FieldProps {
  options: readonly Option[];
}

export function RadioGroup({
  label,
  description,
  errorMessage,
  options,
  className,
  orientation = 'horizontal',
  ...props
}: RadioGroupProps) {
  return (
    <AriaRadioGroup
      {...props}
      orientation={orientation}
      isInvalid={Boolean(errorMessage)}
      validationBehavior="aria"
      className={composeRenderProps(className, (c) => `flex flex-col gap-2 ${c ?? ''}`)}
    >
      <Label isRequired={props.isRequired}>{label}</Label>
      <div
        className={
          orientation === 'horizontal' ? 'flex flex-wrap gap-x-6 gap-y-2' : 'flex flex-col gap-2'
        }
      >
        {options.map((option) => (
          <Radio key={option.id} value={option.id}>
            {option.name}
          </Radio>
        ))}
      </div>
      {description && <Description>{description}</Description>}
      <FieldError>{errorMessage}</FieldError>
    </AriaRadioGroup>
  );
}
