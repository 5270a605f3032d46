import { apiRoutes } from '@celebra/shared/api';
import { errorMessage, isApiError } from '@celebra/shared/client';
import { describe, expect, it, vi } from 'vitest';
import { apiCall, json, mockApi } from '../../test/api-mock';
import { signIn } from '../../test/render';
import { onUnauthorized } from '../api';
import { uploadWithProgress } from './upload-with-progress';

const send = (onProgress?: (percent: number) => void) => {
  const form = new FormData();
  form.append('fileType', 'image');
  form.append('file', new File(['x'], 'a.jpg', { type: 'image/jpeg' }));
  return uploadWithProgress({
    route: apiRoutes.usersUploadGalleryMedia,
    params: { eventId: 7 },
    form,
    onProgress,
  });
};

describe('uploadWithProgress', () => {
  it('sends the host credentials and the form, reports progress, returns the parsed answer', async () => {
    signIn('tok', '3');
    const api = mockApi({
      [apiCall('usersUploadGalleryMedia', { eventId: 7 })]: () =>
        json({ success: true, message: 'OK', gallery: [], extra: 1 }),
    });
    const progress = vi.fn();
    await expect(send(progress)).resolves.toEqual({ success: true, message: 'OK', gallery: [] });
    const [request] = api.to(apiCall('usersUploadGalleryMedia', { eventId: 7 }));
    expect(request?.headers.get('Authorization')).toBe('Bearer tok');
    expect(request?.headers.get('X-User-Id')).toBe('3');
    expect(request?.form?.get('fileType')).toBe('image');
    expect(progress.mock.calls.map(([percent]) => percent)).toEqual([50, 100]);
  });

  it("fails like the API client: the server's message, and a 401 ends the session", async () => {
    signIn();
    const ended = vi.fn();
    onUnauthorized(ended);
    mockApi({
      [apiCall('usersUploadGalleryMedia', { eventId: 7 })]: () =>
        json({ success: false, message: 'Sessão expirada.' }, 401),
    });
    const error = await send().catch((e: unknown) => e);
    expect(isApiError(error) && error.status).toBe(401);
    expect(errorMessage(error, 'Erro ao atualizar evento.')).toBe('Sessão expirada.');
    expect(ended).toHaveBeenCalledOnce();
    onUnauthorized(undefined);
  });

  it('a success: false answer and an answer without a message', async () => {
    signIn();
    const api = mockApi({
      [apiCall('usersUploadGalleryMedia', { eventId: 7 })]: () =>
        json({ success: false, message: 'Limite de fotos atingido.' }),
    });
    expect(errorMessage(await send().catch((e: unknown) => e), 'x')).toBe('Limite de fotos atingido.');
    api.set({
      [apiCall('usersUploadGalleryMedia', { eventId: 7 })]: () => new Response('', { status: 500 }),
    });
    expect(errorMessage(await send().catch((e: unknown) => e), 'Erro ao atualizar evento.')).toBe(
      'Erro ao atualizar evento.',
    );
  });

  it('refuses to send without a stored session', async () => {
    const api = mockApi({});
    expect(errorMessage(await send().catch((e: unknown) => e))).toBe('Dados de autenticação ausentes.');
    expect(api.sent).toHaveLength(0);
  });
});
