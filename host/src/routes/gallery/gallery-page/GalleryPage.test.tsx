import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { deferred, json } from '../../../test/api-mock';
import { ok } from '../../../test/fixtures';
import { closeAlert, renderSignedIn } from '../../../test/render';

const item = (id: number, type: 'image' | 'video', url: string) => ({ id, type, url });
const empty = () => json(ok({ gallery: [], imageQuantity: 10, videoQuantity: 1 }));
const nothingIncluded = () => json(ok({ gallery: [], imageQuantity: 0, videoQuantity: 0 }));
const full = () =>
  json(
    ok({
      gallery: [item(1, 'image', '/media/g/1.jpg'), item(2, 'image', '/media/g/2.mp4')],
      imageQuantity: 10,
      videoQuantity: 1,
    }),
  );

const photo = () => new File(['jpg'], 'festa.jpg', { type: 'image/jpeg' });
const video = () => new File(['mp4'], 'festa.mp4', { type: 'video/mp4' });

describe('gallery', () => {
  it("shows 'Nenhuma foto incluída' and 'Nenhum vídeo incluído' when the package includes none", async () => {
    renderSignedIn('/gallery', { 'GET /api/users/event-gallery/7': nothingIncluded });
    expect(await screen.findByText('Nenhuma foto incluída')).toBeInTheDocument();
    expect(screen.getByText('Nenhum vídeo incluído')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Adicionar foto' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Pacote de Serviços' })).toHaveAttribute(
      'href',
      '/service-package',
    );
  });

  it('lists photos and videos (a URL ending in mp4 is a video) with their counts', async () => {
    renderSignedIn('/gallery', { 'GET /api/users/event-gallery/7': full });
    expect(await screen.findByText('Fotos: 1 de 10 incluídas')).toBeInTheDocument();
    expect(screen.getByText('Vídeos: 1 de 1 incluído')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Adicionar vídeo' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Adicionar foto' })).toBeEnabled();
    expect(screen.getByRole('img', { name: 'Foto 1' })).toHaveAttribute('src', '/media/g/1.jpg');
    expect(screen.getByLabelText('Vídeo 2').tagName).toBe('VIDEO');
  });

  it('previews the picked file; a photo and a video are never both pending; cancel discards', async () => {
    const { user } = renderSignedIn('/gallery', { 'GET /api/users/event-gallery/7': empty });
    await screen.findByText('Fotos: 0 de 10 incluídas');
    await user.upload(screen.getByTestId('photo-input'), photo());
    expect(await screen.findByRole('img', { name: 'Pré-visualização da foto' })).toHaveAttribute(
      'src',
      'blob:preview-1',
    );
    await user.upload(screen.getByTestId('video-input'), video());
    expect(await screen.findByLabelText('Pré-visualização do vídeo')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Pré-visualização da foto' })).not.toBeInTheDocument();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview-1');
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('region', { name: 'Mídia selecionada' })).not.toBeInTheDocument();
  });

  it('uploads the pending file with its type and a progress bar, then reloads', async () => {
    const answer = deferred<Response>();
    let saved = false;
    const { user, api } = renderSignedIn('/gallery', {
      'GET /api/users/event-gallery/7': () => (saved ? full() : empty()),
      'POST /api/users/event-gallery/7': () => answer.promise,
    });
    await screen.findByText('Fotos: 0 de 10 incluídas');
    await user.upload(screen.getByTestId('video-input'), video());
    await user.click(await screen.findByRole('button', { name: 'Enviar' }));
    const progress = await screen.findByRole('progressbar', { name: 'Progresso do envio' });
    await waitFor(() => expect(progress).toHaveAttribute('aria-valuenow', '50'));
    expect(screen.getByText('Enviando... 50%')).toBeInTheDocument();
    saved = true;
    answer.resolve(json(ok({ gallery: [] })));
    expect(await screen.findByText('Mídia salva.')).toBeInTheDocument();
    const [upload] = api.to('POST /api/users/event-gallery/7');
    expect(upload?.form?.get('fileType')).toBe('video');
    expect(upload?.form?.get('file')).toHaveProperty('name', 'festa.mp4');
    await closeAlert(user);
    expect(screen.getByText('Vídeos: 1 de 1 incluído')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Mídia selecionada' })).not.toBeInTheDocument();
  });

  it("cancel during the upload stops it without an alert; a failed upload says 'Erro ao atualizar evento.'", async () => {
    const { user, api } = renderSignedIn('/gallery', {
      'GET /api/users/event-gallery/7': empty,
      'POST /api/users/event-gallery/7': () => new Promise<Response>(() => {}),
    });
    await screen.findByText('Fotos: 0 de 10 incluídas');
    await user.upload(screen.getByTestId('photo-input'), photo());
    await user.click(await screen.findByRole('button', { name: 'Enviar' }));
    await screen.findByRole('progressbar', { name: 'Progresso do envio' });
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('region', { name: 'Mídia selecionada' })).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    api.set({ 'POST /api/users/event-gallery/7': () => new Response('', { status: 500 }) });
    await user.upload(screen.getByTestId('photo-input'), photo());
    await user.click(await screen.findByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('Erro ao atualizar evento.')).toBeInTheDocument();
  });

  it("removes a media after confirming: 'Mídia removida.'", async () => {
    const { user, api } = renderSignedIn('/gallery', {
      'GET /api/users/event-gallery/7': full,
      'DELETE /api/users/event-gallery/7/media/1': () => json(ok()),
    });
    await user.click(await screen.findByRole('button', { name: 'Remover foto 1' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remover' }));
    expect(await screen.findByText('Mídia removida.')).toBeInTheDocument();
    expect(api.to('DELETE /api/users/event-gallery/7/media/1')).toHaveLength(1);
    expect(api.to('GET /api/users/event-gallery/7')).toHaveLength(2);
  });

  it("a failed removal says 'Erro ao remover mídia.'", async () => {
    const { user } = renderSignedIn('/gallery', {
      'GET /api/users/event-gallery/7': full,
      'DELETE /api/users/event-gallery/7/media/1': () => new Response('', { status: 500 }),
    });
    await user.click(await screen.findByRole('button', { name: 'Remover foto 1' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remover' }));
    expect(await screen.findByText('Erro ao remover mídia.')).toBeInTheDocument();
  });
});
