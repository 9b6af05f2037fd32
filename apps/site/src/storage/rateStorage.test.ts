import { describe, expect, it } from 'vitest';
import {
  NO_HOME_RATE,
  NO_QUOTE,
  readHomeRate,
  readQuote,
  saveHomeRate,
  saveQuote,
} from './rateStorage';

class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

describe('rate storage', () => {
  it('keeps the home rate under the spec keys', () => {
    const storage = new MemoryStorage();
    saveHomeRate({ fromCountry: '114', toCountry: '99', weight: '2.5', unit: 'KG' }, storage);
    expect(storage.getItem('inter_from_country')).toBe('114');
    expect(storage.getItem('inter_to_country')).toBe('99');
    expect(storage.getItem('inter_weight')).toBe('2.5');
    expect(storage.getItem('inter_unit')).toBe('KG');
    expect(readHomeRate(storage)).toEqual({
      fromCountry: '114',
      toCountry: '99',
      weight: '2.5',
      unit: 'KG',
    });
  });

  it('reads an empty home rate with the KG default', () => {
    expect(readHomeRate(new MemoryStorage())).toEqual({
      fromCountry: '',
      toCountry: '',
      weight: '',
      unit: 'KG',
    });
  });

  it('keeps the quote for book-shipment', () => {
    const storage = new MemoryStorage();
    saveQuote(
      { originCountryId: '114', destinationCountryId: '99', totalWeight: '3', weightUnit: 'KG' },
      storage,
    );
    expect(storage.getItem('originCountryId')).toBe('114');
    expect(storage.getItem('totalWeight')).toBe('3');
    expect(readQuote(storage).destinationCountryId).toBe('99');
  });

  it('reads an empty or missing quote unit as KG, and has empty defaults for the server', () => {
    const storage = new MemoryStorage();
    saveQuote(
      { originCountryId: '114', destinationCountryId: '99', totalWeight: '3', weightUnit: '' },
      storage,
    );
    expect(readQuote(storage)).toEqual({
      originCountryId: '114',
      destinationCountryId: '99',
      totalWeight: '3',
      weightUnit: 'KG',
    });
    expect(NO_QUOTE).toEqual({
      originCountryId: '',
      destinationCountryId: '',
      totalWeight: '',
      weightUnit: 'KG',
    });
    expect(NO_HOME_RATE).toEqual({ fromCountry: '', toCountry: '', weight: '', unit: 'KG' });
    expect(Object.isFrozen(NO_QUOTE) && Object.isFrozen(NO_HOME_RATE)).toBe(true);
  });
});
