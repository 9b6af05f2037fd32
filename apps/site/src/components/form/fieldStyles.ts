/** Shared look of the site's native form controls (labelled, with errors tied by id). */
export const controlClass = (invalid: boolean) =>
  `mt-1 block w-full rounded-field border bg-white px-3 py-2 text-ink shadow-sm focus:border-navy-500 ${
    invalid ? 'border-danger' : 'border-line'
  }`;

export const labelClass = 'block text-sm font-semibold text-ink';
export const errorClass = 'mt-1 text-sm text-danger';
