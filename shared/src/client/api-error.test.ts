import { describe, expect, it } from 'vitest';
import { ApiError, errorMessage, isApiError, readServerMessage } from './api-error';

describe('errorMessage', () => {
  it('prefers the server message on any status', () => {
    const error = new ApiError('x', 400, {}, 'http', { serverMessage: 'O campo email é obrigatório.' });
    expect(errorMessage(error, 'Erro ao salvar.')).toBe('O campo email é obrigatório.');
  });

  it('maps network and 404 failures', () => {
    expect(errorMessage(new ApiError('x', 0, undefined, 'network'), 'Erro ao salvar.')).toBe(
      'Erro ao se comunicar com o servidor!',
    );
    expect(errorMessage(new ApiError('x', 404), 'Erro ao salvar.')).toBe(
      'Algo deu errado. Tente novamente mais tarde!',
    );
  });

  it('uses the error own message for other errors, then the fallback, then the default', () => {
    expect(errorMessage(new Error('Falhou a compressão'), 'Erro ao salvar.')).toBe('Falhou a compressão');
    expect(errorMessage(new Error(''), 'Erro ao salvar.')).toBe('Erro ao salvar.');
    expect(errorMessage(new Error(''))).toBe('Ocorreu um erro inesperado.');
    expect(errorMessage('Texto lançado')).toBe('Texto lançado');
    expect(errorMessage(undefined, 'Erro ao salvar.')).toBe('Erro ao salvar.');
    expect(errorMessage({})).toBe('Ocorreu um erro inesperado.');
    expect(errorMessage(new ApiError('x', 500), '')).toBe('Ocorreu um erro inesperado.');
  });

  it('keeps the error shaped like an HttpError', () => {
    const error = new ApiError('Não autorizado.', 401, { success: false, message: 'Não autorizado.' });
    expect(error).toBeInstanceOf(Error);
    expect(isApiError(error)).toBe(true);
    expect(isApiError(new Error('x'))).toBe(false);
    expect(error.name).toBe('ApiError');
    expect([error.message, error.status]).toEqual(['Não autorizado.', 401]);
  });

  it('reads only non-blank string messages', () => {
    expect(readServerMessage({ message: 'Oi' })).toBe('Oi');
    expect(readServerMessage({ message: '  ' })).toBeUndefined();
    expect(readServerMessage({ message: 3 })).toBeUndefined();
    expect(readServerMessage('text')).toBeUndefined();
    expect(readServerMessage(null)).toBeUndefined();
  });
});
