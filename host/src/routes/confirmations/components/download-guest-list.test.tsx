import { describe, expect, it, vi } from 'vitest';
import { testGuest } from '../test-guest';
import { downloadGuestList } from './download-guest-list';

// The bundle's font and emoji sheet are served by Vite, which this test does not run: the same
// files are read from the disk instead.
vi.mock('../../../common/pdf/bundled-pdf-assets', async () => {
  const { nodePdfAssets } = await import('../../../common/pdf/node-pdf-assets');
  return { loadBundledPdfAssets: async () => nodePdfAssets };
});

describe('downloadGuestList', () => {
  it('hands the browser a PDF named after the event', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await downloadGuestList(
      'Casamento de Ana & João',
      [testGuest({ id: 1, phoneNumber: '(11) 98765-4321' })],
      {
        childrenMaxAge: 12,
        questions: [],
      },
    );
    expect(click).toHaveBeenCalledOnce();
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe('lista-de-convidados-casamento-de-ana-joao.pdf');
    const blob = vi.mocked(URL.createObjectURL).mock.calls[0]?.[0] as Blob;
    expect(blob.type).toBe('application/pdf');
    expect(new TextDecoder().decode((await blob.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
  });
});
