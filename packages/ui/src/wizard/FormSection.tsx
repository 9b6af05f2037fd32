import type { ReactNode } from 'react';

/** A titled group of fields inside a wizard step. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-4 rounded-card border border-line p-4 sm:grid-cols-2">
      <legend className="px-2 text-lg font-bold text-navy-800">{title}</legend>
      {children}
    </fieldset>
  );
}
