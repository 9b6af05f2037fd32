import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';

describe('where the server listens', () => {
  it('is loopback by default, so a developer machine is not reachable from the network', () => {
    expect(loadConfig({}).host).toBe('127.0.0.1');
  });

  it('is every interface when HOST says so (the container and compose set HOST=0.0.0.0)', () => {
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });
});
