import { beforeEach, describe, expect, it, vi } from 'vitest';

class MemoryStorage {
  private items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

beforeEach(() => {
  vi.resetModules();
  vi.stubGlobal('localStorage', new MemoryStorage());
  vi.stubGlobal('window', new EventTarget());
});

const load = () => import('./customerSession');

describe('stored customer', () => {
  it('is null when nobody logged in', async () => {
    const { readStoredCustomer } = await load();
    expect(readStoredCustomer()).toBeNull();
  });

  it('keeps the user id and the display data, and tells subscribers', async () => {
    const { displayName, readStoredCustomer, storeCustomer, subscribeCustomer } = await load();
    const changed = vi.fn();
    subscribeCustomer(changed);
    storeCustomer('demo', [{ ContactPerson: 'Ahmed Hassan', COMP_NAME: 'Gulf Traders' }]);
    expect(changed).toHaveBeenCalledTimes(1);
    const customer = readStoredCustomer();
    expect(customer).toEqual({
      userId: 'demo',
      data: [{ ContactPerson: 'Ahmed Hassan', COMP_NAME: 'Gulf Traders' }],
    });
    expect(readStoredCustomer()).toBe(customer);
    expect(displayName(customer!)).toBe('Ahmed Hassan');
    expect(localStorage.getItem('userId')).toBe('demo');
  });

  it('falls back to the company, then the user id, for the header name', async () => {
    const { displayName } = await load();
    expect(displayName({ userId: 'demo', data: [{ COMP_NAME: 'Gulf Traders' }] })).toBe(
      'Gulf Traders',
    );
    expect(displayName({ userId: 'demo', data: [] })).toBe('demo');
  });

  it('reads broken stored data as an empty list', async () => {
    localStorage.setItem('userId', 'demo');
    localStorage.setItem('userData', '{not json');
    const { readStoredCustomer } = await load();
    expect(readStoredCustomer()).toEqual({ userId: 'demo', data: [] });
  });

  it('forgets everything on logout', async () => {
    const { clearStoredCustomer, readStoredCustomer, storeCustomer } = await load();
    storeCustomer('demo', []);
    clearStoredCustomer();
    expect(readStoredCustomer()).toBeNull();
    expect(localStorage.getItem('userData')).toBeNull();
  });
});
