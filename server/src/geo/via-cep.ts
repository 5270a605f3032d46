import type { TGeoAddress } from '@celebra/shared/api';
import { cepDigits } from '@celebra/shared/format';
import { GEO_UNAVAILABLE_MESSAGE } from '@celebra/shared/messages';
import { z } from 'zod';
import { fetchJson } from './fetch-json';
import { GeoError } from './geo-error';

// ViaCEP's answer: the address, or { erro: true } (older deployments send "true") for an unknown CEP.
const ZViaCepAnswer = z.union([
  z.object({ erro: z.union([z.literal(true), z.literal('true')]) }),
  z.object({
    cep: z.string(),
    logradouro: z.string().default(''),
    complemento: z.string().default(''),
    bairro: z.string().default(''),
    localidade: z.string().default(''),
    uf: z.string().default(''),
  }),
]);

/**
 * The address of a CEP from ViaCEP (`/ws/<8 digits>/json/`), or null when ViaCEP does not know it.
 * `cep` may carry the hyphen; the route's schema has checked it is 8 digits.
 */
export async function lookUpCep(
  baseUrl: string,
  cep: string,
  timeoutMs: number,
): Promise<TGeoAddress | null> {
  const digits = cepDigits(cep);
  const body = await fetchJson(`${baseUrl}/ws/${digits}/json/`, { timeoutMs });
  const answer = ZViaCepAnswer.safeParse(body);
  if (!answer.success) throw new GeoError(502, GEO_UNAVAILABLE_MESSAGE);
  if ('erro' in answer.data) return null;
  const { logradouro, complemento, bairro, localidade, uf } = answer.data;
  return {
    postalCode: `${digits.slice(0, 5)}-${digits.slice(5)}`,
    street: logradouro,
    complement: complemento,
    neighborhood: bairro,
    city: localidade,
    state: uf,
  };
}
