import { describe, expect, it } from 'vitest';
import { ZGiftCreateFormSchema, ZServiceFormSchema } from './forms/catalog';
import { ZAdminGuestFormSchema } from './forms/guest';
import { firstIssueMessage, INVALID_INPUT_MESSAGE, issueMessage } from './issues';

describe('firstIssueMessage', () => {
  it("keeps a spec message that names its field ('* Nome obrigatório')", () => {
    const result = ZAdminGuestFormSchema.safeParse({});
    expect(result.success).toBe(false);
    expect(firstIssueMessage(result.error?.issues ?? [])).toBe('* Nome obrigatório');
  });

  it("turns the generic '* Campo obrigatório' into a sentence naming the field", () => {
    const result = ZGiftCreateFormSchema.safeParse({ name: ' ' });
    expect(firstIssueMessage(result.error?.issues ?? [])).toBe('O campo name é obrigatório.');
  });

  it("names the field of the generic 'Valor inválido' (service quantity)", () => {
    const result = ZServiceFormSchema.safeParse({
      name: 'Vídeo',
      description: 'Vídeo do evento',
      price: 10,
      type: 'VIDEO',
      quantity: -1,
    });
    expect(firstIssueMessage(result.error?.issues ?? [])).toBe('O campo quantity é inválido.');
  });

  it("reads fastify-type-provider-zod's instancePath too", () => {
    expect(issueMessage({ message: '* Campo obrigatório', instancePath: '/details/eventDate' })).toBe(
      'O campo details.eventDate é obrigatório.',
    );
  });

  it('answers a request without a JSON body with the client spec text', () => {
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
});
