import { describe, expect, it } from 'vitest';
import { DEFAULT_HOST, listenHost } from '../../apps/api/src/system/listenAddress.ts';
import { browserHost, readyBanner } from './banner.ts';

describe('listenHost', () => {
  it('listens on loopback unless HOST says otherwise', () => {
    expect(DEFAULT_HOST).toBe('127.0.0.1');
    expect(listenHost({})).toBe('127.0.0.1');
    expect(listenHost({ HOST: '' })).toBe('127.0.0.1');
    expect(listenHost({ HOST: '0.0.0.0' })).toBe('0.0.0.0');
  });
});

describe('readyBanner', () => {
  const banner = readyBanner({
    host: '127.0.0.1',
    port: 3000,
    demoCustomer: { userId: 'demo', password: 'Demo@12345' },
    buildSeconds: 95,
    startSeconds: 12,
  });

  it('names the site, the back office and the API reference', () => {
    expect(banner).toContain('http://localhost:3000/ ');
    expect(banner).toContain('http://localhost:3000/admin/');
    expect(banner).toContain('http://localhost:3000/api/docs');
  });

  it('gives the demo customer login and the command that creates staff', () => {
    expect(banner).toContain('demo / Demo@12345');
    expect(banner).toContain('pnpm --filter @courier/api staff:create --user');
    expect(banner).toContain('STAFF_PASSWORD=');
  });

  it('says whether the network reaches the server', () => {
    expect(banner).toContain('this machine only');
    const open = readyBanner({ host: '0.0.0.0', port: 8080, buildSeconds: 0, startSeconds: 3 });
    expect(open).toContain('all interfaces');
    expect(open).toContain('http://localhost:8080/admin/');
    expect(open).toContain('last build unchanged');
    expect(open).toContain('SEED_DEMO=true');
  });

  it('brackets an IPv6 address', () => {
    expect(browserHost('fd00::5')).toBe('[fd00::5]');
    expect(browserHost('::')).toBe('localhost');
  });
});
