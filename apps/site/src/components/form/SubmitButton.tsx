import type { ButtonHTMLAttributes } from 'react';
import { en } from '../../i18n/en';

export interface SubmitButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** While a call runs the button reads 'Processing...' and is disabled (spec 4). */
  busy?: boolean;
  variant?: 'primary' | 'secondary' | 'outline';
}

const variants = {
  primary: 'bg-express-600 text-white hover:bg-express-700',
  secondary: 'bg-navy-800 text-white hover:bg-navy-900',
  outline: 'border border-navy-700 bg-white text-navy-800 hover:bg-navy-50',
} as const;

export function SubmitButton({ busy = false, variant = 'primary', children, disabled, className = '', type = 'submit', ...button }: SubmitButtonProps) {
  return (
    <button
      type={type}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      className={`inline-flex items-center justify-center rounded-field px-5 py-2.5 text-sm font-semibold tracking-wide disabled:opacity-60 ${variants[variant]} ${className}`}
      {...button}
    >
      {busy ? en.buttons.processing : children}
    </button>
  );
}
