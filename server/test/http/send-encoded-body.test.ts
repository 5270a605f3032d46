import { describe, expect, it } from 'vitest';
import { isNotModified, pickContentCoding } from '../../src/http/send-encoded-body';

describe('pickContentCoding', () => {
  it.each([
    [undefined, undefined],
    ['', undefined],
    ['identity', undefined],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['x-gzip', 'gzip'],
    ['GZIP;q=0.5, BR;q=0.4', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0, gzip;q=0', undefined],
    ['*', 'br'],
    ['*;q=0.1, br;q=0', 'gzip'],
    ['deflate', undefined],
  ])('%j → %j', (header, coding) => {
    expect(pickContentCoding(header)).toBe(coding);
  });
});

describe('isNotModified', () => {
  const etag = 'W/"abc"';
  it.each([
    [undefined, false],
    ['W/"abc"', true],
    ['"abc"', true],
    ['"x", W/"abc"', true],
    ['*', true],
    ['W/"abcd"', false],
    ['abc', false],
  ])('%j → %j', (header, matches) => {
    expect(isNotModified(header, etag)).toBe(matches);
  });
});
