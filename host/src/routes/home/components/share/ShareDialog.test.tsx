import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiCall, json, mockApi } from '../../../../test/api-mock';
import { meAnswer, ok } from '../../../../test/fixtures';
import { renderApp, signIn } from '../../../../test/render';

// The bundle's font and emoji sheet are served by Vite, which this test does not run: the same
// files are read from the disk instead.
vi.mock('../../../../common/pdf/bundled-pdf-assets', async () => {
  const { nodePdfAssets } = await import('../../../../common/pdf/node-pdf-assets');
  return { loadBundledPdfAssets: async () => nodePdfAssets };
});

const siteUrl = () => `${window.location.protocol}//site.${window.location.host}/ana-e-joao`;

async function openShareDialog() {
  signIn();
  mockApi({
    [apiCall('usersMe')]: () => json(meAnswer()),
    [apiCall('usersDashboard', { eventId: 7 })]: () =>
      json(ok({ totals: { guests: 0, messages: 0, payout: 0 } })),
    [apiCall('usersListEventServices', { eventId: 7 })]: () =>
      json(ok({ services: { default: [], turbo: [], contracted: [] } })),
  });
  const view = renderApp('/home');
  await view.user.click(await screen.findByRole('button', { name: 'Compartilhar o Seu Site' }));
  const dialog = await screen.findByRole('dialog', { name: 'Compartilhar o Seu Site' });
  return { ...view, dialog };
}

describe("'Compartilhar o Seu Site'", () => {
  it('shows the QR codes of the site and of the confirmation form, each with its PNG download', async () => {
    const { dialog } = await openShareDialog();
    const site = await within(dialog).findByRole('img', { name: 'QR Code do site' });
    const confirmation = within(dialog).getByRole('img', { name: 'QR Code da confirmação de presença' });
    expect(site.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    expect(confirmation.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    // Two different links, two different codes.
    expect(site.getAttribute('src')).not.toBe(confirmation.getAttribute('src'));
    expect(within(dialog).getByText(siteUrl())).toBeInTheDocument();
    expect(within(dialog).getByText(`${siteUrl()}#confirmacao`)).toBeInTheDocument();

    const siteDownload = within(dialog).getByRole('link', { name: 'Baixar QR Code (PNG): Site do evento' });
    expect(siteDownload).toHaveAttribute('download', 'qr-code-site-ana-e-joao.png');
    expect(siteDownload).toHaveAttribute('href', site.getAttribute('src'));
    const confirmationDownload = within(dialog).getByRole('link', {
      name: 'Baixar QR Code (PNG): Confirmação de presença',
    });
    expect(confirmationDownload).toHaveAttribute('download', 'qr-code-confirmacao-ana-e-joao.png');
    expect(confirmationDownload).toHaveAttribute('href', confirmation.getAttribute('src'));
  });

  it('still sends the invitation with the link by WhatsApp', async () => {
    const { dialog } = await openShareDialog();
    const whatsApp = within(dialog).getByRole('link', { name: 'Enviar pelo WhatsApp' });
    const href = whatsApp.getAttribute('href') ?? '';
    expect(href.startsWith('https://wa.me/?text=')).toBe(true);
    const text = decodeURIComponent(href.slice('https://wa.me/?text='.length));
    expect(text).toContain('Casamento de Ana e João');
    expect(text).toContain(siteUrl());
  });

  it("'Baixar kit de mesa (PDF)' hands the browser a PDF named after the event", async () => {
    const { dialog, user } = await openShareDialog();
    await within(dialog).findByRole('img', { name: 'QR Code do site' });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await user.click(within(dialog).getByRole('button', { name: 'Baixar kit de mesa (PDF)' }));
    await waitFor(() => expect(click).toHaveBeenCalledOnce());
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe('kit-de-mesa-casamento-de-ana-e-joao.pdf');
    const blob = vi.mocked(URL.createObjectURL).mock.calls[0]?.[0] as Blob;
    expect(blob.type).toBe('application/pdf');
    expect(new TextDecoder().decode((await blob.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
  });

  it("'Copiar link' copies the site's link; without the phone's share there is no 'Compartilhar…'", async () => {
    const { dialog, user } = await openShareDialog();
    expect(within(dialog).queryByRole('button', { name: 'Compartilhar…' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Copiar link' }));
    expect(await screen.findByText('Link do site copiado.')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(siteUrl());
  });

  it("'Compartilhar…' opens the phone's own share with the invitation and the link", async () => {
    const share = vi.fn(async (_data: ShareData) => {});
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    try {
      const { dialog, user } = await openShareDialog();
      await user.click(within(dialog).getByRole('button', { name: 'Compartilhar…' }));
      expect(share).toHaveBeenCalledOnce();
      const data = share.mock.calls[0]?.[0] ?? {};
      expect(data.url).toBe(siteUrl());
      expect(data.title).toBe('Casamento de Ana e João');
      expect(data.text).toContain('Você está convidado(a) para Casamento de Ana e João');
    } finally {
      Reflect.deleteProperty(navigator, 'share');
    }
  });

  it('closes with Fechar', async () => {
    const { dialog, user } = await openShareDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
