import { isReservedSlug } from '@celebra/shared/validation';
import { describe, expect, it } from 'vitest';
import { slugOfPath } from '../../src/apps/guest-page';

describe("the guest site's legal pages", () => {
  it('are reserved slugs, and the first view reads no event for them', () => {
    expect(isReservedSlug('privacidade')).toBe(true);
    expect(isReservedSlug('termos')).toBe(true);
    expect(slugOfPath('/privacidade')).toBeUndefined();
    expect(slugOfPath('/Termos/')).toBeUndefined();
    expect(slugOfPath('/ana-e-pedro')).toBe('ana-e-pedro');
  });
});
