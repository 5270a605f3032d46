import { expectConsoleError } from '@celebra/ui/test-support';
import { describe, expect, it, vi } from 'vitest';
import { importWithRetries } from './progressive';

type TModule = { text: string };

// Retries at once: the tests do not wait for the real delays.
const NO_WAIT = [0, 0];

describe('importWithRetries', () => {
  it('gives the module', async () => {
    await expect(importWithRetries(() => Promise.resolve({ text: 'carregado' }), NO_WAIT)).resolves.toEqual({
      text: 'carregado',
    });
  });

  it('tries a failed download again', async () => {
    const load = vi
      .fn<() => Promise<TModule>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ text: 'na segunda vez' });
    await expect(importWithRetries(load, NO_WAIT)).resolves.toEqual({ text: 'na segunda vez' });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('gives up after the last retry, says so in the console and never settles', async () => {
    expectConsoleError('Erro ao carregar parte da página.');
    const load = vi.fn<() => Promise<TModule>>().mockRejectedValue(new TypeError('offline'));
    const settled = vi.fn();
    importWithRetries(load, NO_WAIT).then(settled, settled);
    await vi.waitFor(() =>
      expect(console.error).toHaveBeenCalledWith('Erro ao carregar parte da página.', expect.any(TypeError)),
    );
    expect(load).toHaveBeenCalledTimes(3);
    expect(settled).not.toHaveBeenCalled();
  });
});
