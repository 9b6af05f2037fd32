// Base64 ids are kept as written (spec: /static-page?menu_id=NA==).
export const staticPageHref = (menuId: string) => `/static-page?menu_id=${menuId}`;
