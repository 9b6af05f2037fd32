import { STATIC_MENU_IDS } from '@courier/domain/constants';

export const STATIC_MENU = STATIC_MENU_IDS;

// Base64 ids are kept as written (spec: /static-page?menu_id=NA==).
export const staticPageHref = (menuId: string) => `/static-page?menu_id=${menuId}`;
