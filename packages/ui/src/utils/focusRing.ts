import { tv } from 'tailwind-variants';

/** One visible focus ring for every focusable thing; forced-colors mode gets the system colour. */
export const focusRing = tv({
  base: 'outline outline-offset-2 outline-focus forced-colors:outline-[Highlight]',
  variants: {
    isFocusVisible: {
      false: 'outline-0',
      true: 'outline-3',
    },
  },
});
