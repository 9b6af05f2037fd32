import {
  Button as AriaButton,
  composeRenderProps,
  type ButtonProps as AriaButtonProps,
} from 'react-aria-components';
import { tv } from 'tailwind-variants';
import { useUiWords } from '../i18n/uiWords';
import { focusRing } from '../utils/focusRing';

export const buttonStyles = tv({
  extend: focusRing,
  base: 'inline-flex items-center justify-center gap-2 rounded-field px-5 py-2.5 text-sm font-semibold uppercase tracking-wide transition-colors cursor-default forced-colors:border forced-colors:border-[ButtonBorder]',
  variants: {
    variant: {
      primary: 'bg-express-600 text-white hover:bg-express-700 pressed:bg-express-700',
      secondary: 'bg-navy-800 text-white hover:bg-navy-900 pressed:bg-navy-900',
      outline: 'border border-navy-700 bg-surface text-navy-800 hover:bg-navy-50',
      ghost: 'bg-transparent text-navy-800 hover:bg-navy-50 normal-case tracking-normal',
    },
    isDisabled: {
      true: 'opacity-60 forced-colors:text-[GrayText] forced-colors:border-[GrayText]',
    },
  },
  defaultVariants: { variant: 'primary' },
});

export interface ButtonProps extends AriaButtonProps {
  variant?: 'primary' | 'secondary' | 'outline' | 'ghost';
  /** While a call runs the button reads 'Processing...' and cannot be pressed again. */
  isBusy?: boolean;
}

export function Button({ variant, isBusy = false, isDisabled, children, ...props }: ButtonProps) {
  const w = useUiWords();
  return (
    <AriaButton
      {...props}
      isDisabled={isDisabled || isBusy}
      className={composeRenderProps(props.className, (className, renderProps) =>
        buttonStyles({ ...renderProps, variant, className }),
      )}
    >
      {isBusy ? w.common.processing : children}
    </AriaButton>
  );
}
