import { describe, expect, it } from 'vitest';
import { ageBand } from './age-band';

describe('a companion’s age band', () => {
  it('is a child up to the event’s age, an adult above it', () => {
    expect(ageBand('0', 12)).toBe('Criança');
    expect(ageBand('12', 12)).toBe('Criança');
    expect(ageBand('13', 12)).toBe('Adulto');
    expect(ageBand(6, 5)).toBe('Adulto');
  });

  it('says nothing while no age is typed', () => {
    expect(ageBand('', 12)).toBeUndefined();
    expect(ageBand(undefined, 12)).toBeUndefined();
  });
});
