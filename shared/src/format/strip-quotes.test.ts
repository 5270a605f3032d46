import { describe, expect, it } from 'vitest';
import { stripQuotes } from './strip-quotes';

describe('stripQuotes', () => {
  it('removes wrapping quotes', () => {
    expect(stripQuotes('"abc"')).toBe('abc');
    expect(stripQuotes("'abc'")).toBe('abc');
    expect(stripQuotes(JSON.stringify('tok-123'))).toBe('tok-123');
    expect(stripQuotes(JSON.stringify(JSON.stringify('42')))).toBe('42');
    expect(stripQuotes(' "abc" ')).toBe('abc');
  });

  it('leaves unwrapped values alone', () => {
    expect(stripQuotes('abc')).toBe('abc');
    expect(stripQuotes('"abc')).toBe('"abc');
    expect(stripQuotes('a"b"c')).toBe('a"b"c');
    expect(stripQuotes('"')).toBe('"');
    expect(stripQuotes('""')).toBe('');
  });

  it('keeps missing values null', () => {
    expect(stripQuotes(null)).toBeNull();
    expect(stripQuotes(undefined)).toBeNull();
  });
});
