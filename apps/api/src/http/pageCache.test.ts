import { describe, expect, it } from 'vitest';
import { PageCache } from './pageCache.ts';

describe('PageCache', () => {
  it('renders a page once within the time limit, again after it', async () => {
    let now = 0;
    const cache = new PageCache<string>({ ttlMs: 1000, maxEntries: 10, now: () => now });
    let renders = 0;
    const render = async () => `page ${++renders}`;
    expect(await cache.get('/', render)).toBe('page 1');
    now = 999;
    expect(await cache.get('/', render)).toBe('page 1');
    now = 1000;
    expect(await cache.get('/', render)).toBe('page 2');
  });

  it('renders anew after a write', async () => {
    const cache = new PageCache<string>({ ttlMs: 60_000, maxEntries: 10 });
    let renders = 0;
    const render = async () => `page ${++renders}`;
    await cache.get('/', render);
    cache.clear();
    expect(await cache.get('/', render)).toBe('page 2');
  });

  it('does not keep a render that a write overtook', async () => {
    const cache = new PageCache<string>({ ttlMs: 60_000, maxEntries: 10 });
    let finish!: (html: string) => void;
    const slow = cache.get('/', () => new Promise<string>((done) => (finish = done)));
    cache.clear();
    finish('old content');
    expect(await slow).toBe('old content');
    expect(await cache.get('/', async () => 'new content')).toBe('new content');
  });

  it('forgets only the pages a change names (a shipment tracked), and no render it overtook', async () => {
    const cache = new PageCache<string>({ ttlMs: 60_000, maxEntries: 10 });
    await cache.get('/order-tracking?AWBNO=A1', async () => 'A1 booked');
    await cache.get('/', async () => 'home');
    let finish!: (html: string) => void;
    const slow = cache.get(
      '/order-tracking?AWBNO=B2',
      () => new Promise<string>((done) => (finish = done)),
    );
    cache.forget((url) => url.includes('A1'));
    finish('B2 before the change');
    await slow;
    expect(await cache.get('/', async () => 'home again')).toBe('home');
    expect(await cache.get('/order-tracking?AWBNO=A1', async () => 'A1 picked up')).toBe(
      'A1 picked up',
    );
    expect(await cache.get('/order-tracking?AWBNO=B2', async () => 'B2 now')).toBe('B2 now');
  });

  it('keeps at most maxEntries pages, dropping the oldest', async () => {
    const cache = new PageCache<string>({ ttlMs: 60_000, maxEntries: 2 });
    await cache.get('/a', async () => 'a1');
    await cache.get('/b', async () => 'b1');
    await cache.get('/c', async () => 'c1');
    expect(await cache.get('/a', async () => 'a2')).toBe('a2');
    expect(await cache.get('/c', async () => 'c2')).toBe('c1');
  });
});
