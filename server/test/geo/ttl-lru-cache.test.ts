import { describe, expect, it } from 'vitest';
import { TtlLruCache } from '../../src/geo/ttl-lru-cache';

describe('TtlLruCache', () => {
  it('evicts the least recently used entry when full', () => {
    const cache = new TtlLruCache<number>(2, 1000);
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1); // 'b' is now the least recently used
    cache.set('c', 3);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(1);
    expect(cache.get('c')).toBe(3);
    expect(cache.size).toBe(2);
  });

  it('forgets an entry once its time is over', () => {
    let now = 0;
    const cache = new TtlLruCache<string>(10, 100, () => now);
    cache.set('k', 'v');
    now = 99;
    expect(cache.get('k')).toBe('v');
    now = 100;
    expect(cache.get('k')).toBeUndefined();
    expect(cache.size).toBe(0);
  });
});
