import type { ApiRoute } from '@celebra/shared/api';
import { API_MESSAGES, ApiError, buildUrl, fillPath, readServerMessage } from '@celebra/shared/client';
import type { z } from 'zod';
import { API_BASE_URL, api, notifyUnauthorized } from '../api';

type UploadOptions<R extends ApiRoute> = {
  params: Record<string, string | number>;
  /** The multipart fields: the file and the route's other fields. */
  form: FormData;
  /** 0 to 100 as the bytes leave the browser. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
  route: R;
};

function parseBody(text: string): unknown {
  try {
    return text.trim() === '' ? undefined : JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * A multipart upload of a host route with upload progress. fetch cannot report the progress of a
 * request body over HTTP/1.1, so this one call uses XMLHttpRequest; it sends the same credentials
 * as the API client and fails with the same ApiError, so `errorMessage` reads it alike.
 */
export function uploadWithProgress<R extends ApiRoute>({
  route,
  params,
  form,
  onProgress,
  signal,
}: UploadOptions<R>): Promise<z.output<R['response']>> {
  return new Promise((resolve, reject) => {
    const auth = api.readAuth('user');
    if (!auth) {
      reject(new ApiError(API_MESSAGES.missingAuth, 0, undefined, 'client'));
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open(route.method, buildUrl(API_BASE_URL, fillPath(route.path, params)));
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Authorization', `Bearer ${auth.token}`);
    xhr.setRequestHeader('X-User-Id', auth.id);
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0)
        onProgress?.(Math.round((event.loaded / event.total) * 100));
    });
    xhr.addEventListener('load', () => {
      const body = parseBody(xhr.responseText);
      const serverMessage = readServerMessage(body);
      const failed =
        xhr.status < 200 ||
        xhr.status >= 300 ||
        (typeof body === 'object' && body !== null && 'success' in body && body.success === false);
      if (failed) {
        if (xhr.status === 401) notifyUnauthorized();
        const fallback = xhr.status === 404 ? API_MESSAGES.notFound : API_MESSAGES.unexpected;
        const kind = xhr.status >= 200 && xhr.status < 300 ? 'envelope' : 'http';
        reject(new ApiError(serverMessage ?? fallback, xhr.status, body, kind, { serverMessage }));
        return;
      }
      const parsed = route.response.safeParse(body);
      if (!parsed.success) {
        reject(new ApiError(API_MESSAGES.unexpected, xhr.status, body, 'response', { cause: parsed.error }));
        return;
      }
      onProgress?.(100);
      resolve(parsed.data as z.output<R['response']>);
    });
    xhr.addEventListener('error', () => reject(new ApiError(API_MESSAGES.network, 0, undefined, 'network')));
    xhr.addEventListener('abort', () => reject(new DOMException('Envio cancelado.', 'AbortError')));
    if (signal) {
      if (signal.aborted) {
        reject(new DOMException('Envio cancelado.', 'AbortError'));
        return;
      }
      signal.addEventListener('abort', () => xhr.abort(), { once: true });
    }
    xhr.send(form);
  });
}

export function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}
