import {
  homeRateSchema as schema,
  type HomeRateForm,
  type HomeRateFormInput,
} from '@courier/domain/schemas/rate';
import { describe, expect, it, vi } from 'vitest';
import { lazyZodResolver } from './lazyZodResolver';

const valid: HomeRateFormInput = { fromCountry: '1', toCountry: '2', weight: '2', unit: 'KG' };
const options = { fields: {}, shouldUseNativeValidation: false } as const;

describe('lazyZodResolver', () => {
  it('loads the schema at the first validation, once, and validates with it', async () => {
    const load = vi.fn(async () => schema);
    const { resolver } = lazyZodResolver<HomeRateFormInput, HomeRateForm>(load);
    expect(load).not.toHaveBeenCalled();

    const refused = await resolver({ ...valid, weight: '0' }, undefined, options);
    expect(refused.errors.weight?.message).toBe('Please Enter Valid Weight');
    const accepted = await resolver(valid, undefined, options);
    expect(accepted).toEqual({ values: valid, errors: {} });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('prefetch starts the load that a later submit then uses', async () => {
    const load = vi.fn(async () => schema);
    const { resolver, prefetch } = lazyZodResolver<HomeRateFormInput, HomeRateForm>(load);
    prefetch();
    prefetch();
    expect(load).toHaveBeenCalledTimes(1);
    await resolver(valid, undefined, options);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries a failed load again at the next use', async () => {
    const load = vi
      .fn<() => Promise<typeof schema>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(schema);
    const { resolver, prefetch } = lazyZodResolver<HomeRateFormInput, HomeRateForm>(load);
    prefetch();
    await expect(resolver(valid, undefined, options)).rejects.toThrow('offline');
    const result = await resolver(valid, undefined, options);
    expect(result.errors).toEqual({});
    expect(load).toHaveBeenCalledTimes(2);
  });
});
