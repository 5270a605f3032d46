import { expectConsoleError } from '@celebra/ui/test-support';
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useModuleAfterFirstRender } from './progressive';

type TModule = { text: string };

// Retries at once: the tests do not wait for the real delays.
const NO_WAIT = [0, 0];

function Probe({ load, seen }: { load: () => Promise<TModule>; seen: (string | null)[] }) {
  const module = useModuleAfterFirstRender(load, NO_WAIT);
  seen.push(module?.text ?? null);
  return <p>{module?.text ?? 'primeiro'}</p>;
}

describe('useModuleAfterFirstRender', () => {
  it('is null on the first render, then the module', async () => {
    const seen: (string | null)[] = [];
    render(<Probe load={() => Promise.resolve({ text: 'carregado' })} seen={seen} />);
    expect(await screen.findByText('carregado')).toBeInTheDocument();
    expect(seen[0]).toBeNull();
  });

  it('tries a failed download again', async () => {
    const load = vi
      .fn<() => Promise<TModule>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ text: 'na segunda vez' });
    render(<Probe load={load} seen={[]} />);
    expect(await screen.findByText('na segunda vez')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('gives up after the last retry, and says so in the console', async () => {
    expectConsoleError('Erro ao carregar parte da página.');
    const load = vi.fn<() => Promise<TModule>>().mockRejectedValue(new TypeError('offline'));
    render(<Probe load={load} seen={[]} />);
    await waitFor(() =>
      expect(console.error).toHaveBeenCalledWith('Erro ao carregar parte da página.', expect.any(TypeError)),
    );
    expect(load).toHaveBeenCalledTimes(3);
    expect(screen.getByText('primeiro')).toBeInTheDocument();
  });
});
