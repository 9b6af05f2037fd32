import { tv } from 'tailwind-variants';

export type StatusTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger';

const badge = tv({
  base: 'inline-flex w-fit items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap forced-colors:border-[CanvasText]',
  variants: {
    tone: {
      neutral: 'border-line bg-surface-muted text-ink',
      info: 'border-navy-200 bg-navy-50 text-navy-800',
      success: 'border-green-300 bg-green-50 text-green-900',
      warning: 'border-amber-300 bg-amber-50 text-amber-900',
      danger: 'border-red-300 bg-red-50 text-red-900',
    },
  },
  defaultVariants: { tone: 'neutral' },
});

export interface StatusBadgeProps {
  /** The words shown; the colour is never the only cue. */
  label: string;
  tone?: StatusTone;
}

export function StatusBadge({ label, tone }: StatusBadgeProps) {
  return (
    <span className={badge({ tone })}>
      <span aria-hidden="true">{tone === 'success' ? '✓' : tone === 'danger' ? '!' : '•'}</span>
      {label}
    </span>
  );
}
