import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ZPasswordChangeSchema } from './forms/account';
import { ZGiftCreateFormSchema, ZServiceFormSchema } from './forms/catalog';
import { ZAdminGuestFormSchema, ZGuestFormSchema } from './forms/guest';
import { defaultIssueMessage, firstIssueMessage, INVALID_INPUT_MESSAGE, issueMessage } from './issues';

describe('firstIssueMessage', () => {
  it("keeps a form message that names its field ('* Nome obrigatório')", () => {
    const result = ZAdminGuestFormSchema.safeParse({});
    expect(result.success).toBe(false);
    expect(firstIssueMessage(result.error?.issues ?? [])).toBe('* Nome obrigatório');
  });

  it("turns the generic '* Campo obrigatório' into a sentence naming the field", () => {
    const result = ZGiftCreateFormSchema.safeParse({ name: ' ' });
    expect(firstIssueMessage(result.error?.issues ?? [])).toBe('O campo Nome é obrigatório.');
  });

  it("names the field of the generic 'Valor inválido' (service quantity)", () => {
    const result = ZServiceFormSchema.safeParse({
      name: 'Vídeo',
      description: 'Vídeo do evento',
      price: 10,
      type: 'VIDEO',
      quantity: -1,
    });
    expect(firstIssueMessage(result.error?.issues ?? [])).toBe('O campo Quantidade é inválido.');
  });

  it("reads fastify-type-provider-zod's instancePath too, naming the field by its label", () => {
    expect(issueMessage({ message: '* Campo obrigatório', instancePath: '/details/eventDate' })).toBe(
      'O campo Data é obrigatório.',
    );
  });

  it('answers a request without a JSON body with the API client text', () => {
    const result = ZAdminGuestFormSchema.safeParse(undefined);
    expect(firstIssueMessage(result.error?.issues ?? [])).toBe('Corpo da requisição é necessário');
    expect(issueMessage({ message: 'Invalid input', instancePath: '', keyword: 'invalid_type' })).toBe(
      'Corpo da requisição é necessário',
    );
  });

  it('leaves a message without a path alone, and has a fallback', () => {
    expect(issueMessage({ message: '* Campo obrigatório', path: [] })).toBe('* Campo obrigatório');
    expect(firstIssueMessage([])).toBe(INVALID_INPUT_MESSAGE);
  });

  it("names the field of a form-wide text ('Por favor, preencha todos os campos.')", () => {
    const result = ZPasswordChangeSchema.safeParse({ currentPassword: '', newPassword: 'nova-senha-1' });
    expect(firstIssueMessage(result.error?.issues ?? [])).toBe('O campo Senha atual é obrigatório.');
  });

  it('names a row of a list by its position', () => {
    const result = ZGuestFormSchema.safeParse({
      firstName: 'Ana',
      lastName: 'Souza',
      email: 'ana@example.com',
      phoneNumber: '(11) 98765-4321',
      companions: [
        { name: 'Bia', age: 7 },
        { name: 'x'.repeat(101), age: 30 },
      ],
    });
    expect(firstIssueMessage(result.error?.issues ?? [])).toBe(
      'O campo Nome do acompanhante 2 deve ter no máximo 100 caracteres.',
    );
  });
});

describe('defaultIssueMessage', () => {
  const schema = z.object({
    page: z.number(),
    title: z.string().max(3),
    details: z.object({ eventDate: z.string() }),
  });
  const messages = (input: unknown) =>
    (schema.safeParse(input, { error: defaultIssueMessage }).error?.issues ?? []).map(issueMessage);

  it("stands in for zod's English messages with Portuguese ones naming the field by its label", () => {
    expect(messages({ page: 'um', title: 'longo', details: {} })).toEqual([
      'O campo Página é inválido.',
      'O campo Título deve ter no máximo 3 caracteres.',
      'O campo Data é obrigatório.',
    ]);
  });

  it('answers a request without a body with the API client text', () => {
    expect(messages(undefined)).toEqual(['Corpo da requisição é necessário']);
  });
});
