import { describe, expect, it } from 'vitest';
import { sectionToOpen } from './sections';

describe('the section a link opens at', () => {
  it("is the hash's section, or the confirmation for a personal invitation", () => {
    expect(sectionToOpen({ hash: '#confirmacao', search: '' })).toBe('confirmacao');
    expect(sectionToOpen({ hash: '#presentes', search: '' })).toBe('presentes');
    expect(sectionToOpen({ hash: '', search: '?convite=0123456789abcdef0123456789abcdef' })).toBe(
      'confirmacao',
    );
  });

  it('is none for any other link', () => {
    expect(sectionToOpen({ hash: '', search: '' })).toBeUndefined();
    expect(sectionToOpen({ hash: '#outra-coisa', search: '?utm_source=whatsapp' })).toBeUndefined();
  });
});
