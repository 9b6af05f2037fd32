/** Encoded menu ids of the static content pages (spec 9). */
export const STATIC_MENU = { terms: 'NA==', privacy: 'NQ==', refund: 'Ng==' } as const;

// Base64 ids are kept as written (spec: /static-page?menu_id=NA==).
export const staticPageHref = (menuId: string) => `/static-page?menu_id=${menuId}`;
