import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiCall, deferred, json } from '../../test/api-mock';
import { ok } from '../../test/fixtures';
import { closeAlert, renderSignedIn } from '../../test/render';

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

const photo = (name = 'festa.jpg') => new File(['jpg'], name, { type: 'image/jpeg' });
const video = () => new File(['mp4'], 'festa.mp4', { type: 'video/mp4' });

describe('gallery', () => {
  it("shows 'Nenhuma foto incluída' and 'Nenhum vídeo incluído' when the package includes none", async () => {
    renderSignedIn('/gallery', { [apiCall('usersListGallery', { eventId: 7 })]: nothingIncluded });
    expect(await screen.findByText('Nenhuma foto incluída')).toBeInTheDocument();
    expect(screen.getByText('Nenhum vídeo incluído')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Adicionar foto' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Pacote de Serviços' })).toHaveAttribute(
      'href',
      '/service-package',
    );
  });

  it('lists photos and videos (a URL ending in mp4 is a video) with their counts', async () => {
    renderSignedIn('/gallery', { [apiCall('usersListGallery', { eventId: 7 })]: full });
    expect(await screen.findByText('Fotos: 1 de 10 incluídas')).toBeInTheDocument();
    expect(screen.getByText('Vídeos: 1 de 1 incluído')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Adicionar vídeo' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Adicionar foto' })).toBeEnabled();
    expect(screen.getByRole('img', { name: 'Foto 1' })).toHaveAttribute('src', '/media/g/1.jpg');
    expect(screen.getByLabelText('Vídeo 2').tagName).toBe('VIDEO');
  });

  it('previews every picked file, adds to what is already picked; a file leaves the list, cancel discards all', async () => {
    const { user } = renderSignedIn('/gallery', { [apiCall('usersListGallery', { eventId: 7 })]: empty });
    await screen.findByText('Fotos: 0 de 10 incluídas');
    await user.upload(screen.getByTestId('photo-input'), [photo('festa.jpg'), photo('praia.jpg')]);
    expect(await screen.findByRole('img', { name: 'Pré-visualização da foto festa.jpg' })).toHaveAttribute(
      'src',
      'blob:preview-1',
    );
    expect(screen.getByRole('img', { name: 'Pré-visualização da foto praia.jpg' })).toBeInTheDocument();
    await user.upload(screen.getByTestId('video-input'), video());
    expect(await screen.findByLabelText('Pré-visualização do vídeo festa.mp4')).toBeInTheDocument();
    expect(screen.getByText('3 arquivos selecionados')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tirar praia.jpg da lista' }));
    expect(screen.queryByRole('img', { name: 'Pré-visualização da foto praia.jpg' })).not.toBeInTheDocument();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview-2');
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('region', { name: 'Mídias selecionadas' })).not.toBeInTheDocument();
  });

  it('uploads the picked file with its type and a progress bar, then reloads and says so once', async () => {
    const answer = deferred<Response>();
    let saved = false;
    const { user, api } = renderSignedIn('/gallery', {
      [apiCall('usersListGallery', { eventId: 7 })]: () => (saved ? full() : empty()),
      [apiCall('usersUploadGalleryMedia', { eventId: 7 })]: () => answer.promise,
    });
    await screen.findByText('Fotos: 0 de 10 incluídas');
    await user.upload(screen.getByTestId('video-input'), video());
    await user.click(await screen.findByRole('button', { name: 'Enviar' }));
    const progress = await screen.findByRole('progressbar', { name: 'Progresso do envio de festa.mp4' });
    await waitFor(() => expect(progress).toHaveAttribute('aria-valuenow', '50'));
    expect(screen.getByText('Enviando... 50%')).toBeInTheDocument();
    saved = true;
    answer.resolve(json(ok({ gallery: [] })));
    expect(await screen.findByText('1 vídeo enviado.')).toBeInTheDocument();
    const [upload] = api.to(apiCall('usersUploadGalleryMedia', { eventId: 7 }));
    expect(upload?.form?.get('fileType')).toBe('video');
    expect(upload?.form?.get('file')).toHaveProperty('name', 'festa.mp4');
    await closeAlert(user);
    expect(screen.getByText('Vídeos: 1 de 1 incluído')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Mídias selecionadas' })).not.toBeInTheDocument();
  });

  it('sends several picked photos one by one, each with its progress; a refused one does not stop the others; one summary at the end', async () => {
    const answers = [deferred<Response>(), deferred<Response>(), deferred<Response>(), deferred<Response>()];
    let call = 0;
    const { user, api } = renderSignedIn('/gallery', {
      [apiCall('usersListGallery', { eventId: 7 })]: empty,
      [apiCall('usersUploadGalleryMedia', { eventId: 7 })]: () =>
        (answers[call++] as ReturnType<typeof deferred<Response>>).promise,
    });
    await screen.findByText('Fotos: 0 de 10 incluídas');
    const input = screen.getByTestId('photo-input');
    expect(input).toHaveAttribute('multiple');
    await user.upload(input, [photo('a.jpg'), photo('b.jpg'), photo('c.jpg'), photo('d.jpg')]);
    await user.click(await screen.findByRole('button', { name: 'Enviar' }));

    const first = await screen.findByRole('progressbar', { name: 'Progresso do envio de a.jpg' });
    await waitFor(() => expect(first).toHaveAttribute('aria-valuenow', '50'));
    expect(screen.getAllByText('Na fila')).toHaveLength(3);
    answers[0]?.resolve(json(ok({ gallery: [] })));
    await screen.findByRole('progressbar', { name: 'Progresso do envio de b.jpg' });
    answers[1]?.resolve(json({ success: false, message: 'Arquivo de imagem inválido.' }, 400));
    await screen.findByRole('progressbar', { name: 'Progresso do envio de c.jpg' });
    expect(screen.getByText('Não enviada: Arquivo de imagem inválido.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    answers[2]?.resolve(json(ok({ gallery: [] })));
    await screen.findByRole('progressbar', { name: 'Progresso do envio de d.jpg' });
    answers[3]?.resolve(json(ok({ gallery: [] })));

    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText('3 fotos enviadas, 1 não enviada: Arquivo de imagem inválido.'),
    ).toBeInTheDocument();
    const uploads = api.to(apiCall('usersUploadGalleryMedia', { eventId: 7 }));
    expect(uploads.map((upload) => (upload.form?.get('file') as File | undefined)?.name)).toEqual([
      'a.jpg',
      'b.jpg',
      'c.jpg',
      'd.jpg',
    ]);
    expect(uploads.every((upload) => upload.form?.get('fileType') === 'image')).toBe(true);
    await closeAlert(user);
    // The refused photo stays listed with its reason, to be sent again or taken out.
    expect(screen.getByText('1 arquivo selecionado')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Pré-visualização da foto b.jpg' })).toBeInTheDocument();
  });

  it('takes only the photos that fit in the package and says how many fit', async () => {
    const { user } = renderSignedIn('/gallery', {
      [apiCall('usersListGallery', { eventId: 7 })]: () =>
        json(ok({ gallery: [item(1, 'image', '/media/g/1.jpg')], imageQuantity: 3, videoQuantity: 0 })),
    });
    await screen.findByText('Fotos: 1 de 3 incluídas');
    await user.upload(screen.getByTestId('photo-input'), [
      photo('a.jpg'),
      photo('b.jpg'),
      photo('c.jpg'),
      photo('d.jpg'),
    ]);
    expect(
      await screen.findByText(
        'Você escolheu 4 fotos, mas só cabem mais 2 no seu pacote: as outras 2 não foram incluídas.',
      ),
    ).toBeInTheDocument();
    await closeAlert(user);
    expect(screen.getByText('2 arquivos selecionados')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Pré-visualização da foto a.jpg' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Pré-visualização da foto b.jpg' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Pré-visualização da foto c.jpg' })).not.toBeInTheDocument();
    // The picked photos fill the package: no more can be added until they are sent or taken out.
    expect(screen.getByRole('button', { name: 'Adicionar foto' })).toBeDisabled();
  });

  it('accepts photos and videos dropped on the page', async () => {
    renderSignedIn('/gallery', { [apiCall('usersListGallery', { eventId: 7 })]: empty });
    await screen.findByText('Fotos: 0 de 10 incluídas');
    const files = [photo('a.jpg'), video()];
    fireEvent.drop(screen.getByTestId('gallery-drop-zone'), { dataTransfer: { files } });
    expect(await screen.findByText('2 arquivos selecionados')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Pré-visualização da foto a.jpg' })).toBeInTheDocument();
    expect(screen.getByLabelText('Pré-visualização do vídeo festa.mp4')).toBeInTheDocument();
  });

  it('cancel during the upload stops it without an alert; a failed upload says why in the summary', async () => {
    const { user, api } = renderSignedIn('/gallery', {
      [apiCall('usersListGallery', { eventId: 7 })]: empty,
      [apiCall('usersUploadGalleryMedia', { eventId: 7 })]: () => new Promise<Response>(() => {}),
    });
    await screen.findByText('Fotos: 0 de 10 incluídas');
    await user.upload(screen.getByTestId('photo-input'), photo());
    await user.click(await screen.findByRole('button', { name: 'Enviar' }));
    await screen.findByRole('progressbar', { name: 'Progresso do envio de festa.jpg' });
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('region', { name: 'Mídias selecionadas' })).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    api.set({
      [apiCall('usersUploadGalleryMedia', { eventId: 7 })]: () => new Response('', { status: 500 }),
    });
    await user.upload(screen.getByTestId('photo-input'), photo());
    await user.click(await screen.findByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('1 foto não enviada: Erro ao enviar o arquivo.')).toBeInTheDocument();
  });

  it("removes a media after confirming: 'Mídia removida.'", async () => {
    const { user, api } = renderSignedIn('/gallery', {
      [apiCall('usersListGallery', { eventId: 7 })]: full,
      [apiCall('usersDeleteGalleryMedia', { eventId: 7, mediaId: 1 })]: () => json(ok()),
    });
    await user.click(await screen.findByRole('button', { name: 'Remover foto 1' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remover' }));
    expect(await screen.findByText('Mídia removida.')).toBeInTheDocument();
    expect(api.to(apiCall('usersDeleteGalleryMedia', { eventId: 7, mediaId: 1 }))).toHaveLength(1);
    expect(api.to(apiCall('usersListGallery', { eventId: 7 }))).toHaveLength(2);
  });

  it("a failed removal says 'Erro ao remover mídia.'", async () => {
    const { user } = renderSignedIn('/gallery', {
      [apiCall('usersListGallery', { eventId: 7 })]: full,
      [apiCall('usersDeleteGalleryMedia', { eventId: 7, mediaId: 1 })]: () =>
        new Response('', { status: 500 }),
    });
    await user.click(await screen.findByRole('button', { name: 'Remover foto 1' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remover' }));
    expect(await screen.findByText('Erro ao remover mídia.')).toBeInTheDocument();
  });
});
