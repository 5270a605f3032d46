import { describe, expect, it } from 'vitest';
import { pageWindow } from '../../src/read-model/page-window';

/** The rows (0 = newest) a window picks out of `total`, in the order the list shows them. */
function rowsOf(total: number, page: number, limit: number): number[] {
  const window = pageWindow(total, page, limit);
  if (!window) return [];
  const positions = Array.from({ length: window.limit }, (_, i) => window.offset + i);
  // Read oldest first, position p from that end is row total - 1 - p; shown newest first again.
  return window.newestFirst ? positions : positions.map((p) => total - 1 - p).sort((a, b) => a - b);
}

describe('pageWindow', () => {
  it('picks the same rows as a plain OFFSET for every page, from whichever end is nearer', () => {
    for (const total of [0, 1, 19, 20, 21, 45, 100, 101]) {
      for (const limit of [1, 7, 20]) {
        const pages = Math.ceil(total / limit) + 1;
        for (let page = 1; page <= pages; page++) {
          const expected = Array.from({ length: total }, (_, i) => i).slice((page - 1) * limit, page * limit);
          expect(rowsOf(total, page, limit), `${total} rows, page ${page} of ${limit}`).toEqual(expected);
        }
      }
    }
  });

  it('never skips more than half the list', () => {
    for (let page = 1; page <= 5_000; page += 37) {
      const window = pageWindow(100_000, page, 20);
      expect(window?.offset).toBeLessThanOrEqual(50_000);
    }
    expect(pageWindow(100_000, 5_000, 20)).toEqual({ newestFirst: false, limit: 20, offset: 0 });
    expect(pageWindow(100_000, 1, 20)).toEqual({ newestFirst: true, limit: 20, offset: 0 });
  });

  it('answers nothing past the last page', () => {
    expect(pageWindow(40, 3, 20)).toBeUndefined();
    expect(pageWindow(0, 1, 20)).toBeUndefined();
  });
});
