/**
 * Display data of the logged-in customer kept in browser storage (spec 3: "a user id and a user
 * data entry"). It is never proof of a session: the session is the API's httpOnly cookie.
 */
export const USER_ID_KEY = 'userId';
export const USER_DATA_KEY = 'userData';
const CHANGE_EVENT = 'courier:customer-session';

/** The first entry of the stored user data list (spec 3, "Logged-in user"). */
export interface CustomerDisplayData {
  COMP_NAME?: string;
  ContactPerson?: string;
  CITY?: string;
  PH_NO?: string;
  E_MAIL?: string;
  Add1?: string;
  Add2?: string;
  Location_Area?: string;
  AC_NO?: string;
}

export interface StoredCustomer {
  userId: string;
  data: CustomerDisplayData[];
}

function readData(raw: string | null): CustomerDisplayData[] {
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? (parsed as CustomerDisplayData[]) : [];
  } catch {
    return [];
  }
}

let cachedKey = '';
let cached: StoredCustomer | null = null;

/** The stored customer, or null when logged out. Stable identity for useSyncExternalStore. */
export function readStoredCustomer(): StoredCustomer | null {
  const userId = localStorage.getItem(USER_ID_KEY);
  const rawData = localStorage.getItem(USER_DATA_KEY);
  const key = `${userId}\u0000${rawData}`;
  if (key === cachedKey) return cached;
  cachedKey = key;
  cached = userId ? { userId, data: readData(rawData) } : null;
  return cached;
}

export function storeCustomer(userId: string, data: CustomerDisplayData[]): void {
  localStorage.setItem(USER_ID_KEY, userId);
  localStorage.setItem(USER_DATA_KEY, JSON.stringify(data));
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

export function clearStoredCustomer(): void {
  localStorage.removeItem(USER_ID_KEY);
  localStorage.removeItem(USER_DATA_KEY);
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

export function subscribeCustomer(onChange: () => void): () => void {
  window.addEventListener(CHANGE_EVENT, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}

/** The name the header shows for a logged-in customer. */
export function displayName(customer: StoredCustomer): string {
  const first = customer.data[0];
  return first?.ContactPerson || first?.COMP_NAME || customer.userId;
}
