import type { FastifyInstance } from 'fastify';

type ViaCepAddress = {
  cep: string;
  logradouro: string;
  complemento: string;
  bairro: string;
  localidade: string;
  uf: string;
  estado: string;
  ibge: string;
  ddd: string;
  siafi: string;
};

const SAO_PAULO = {
  localidade: 'São Paulo',
  uf: 'SP',
  estado: 'São Paulo',
  ibge: '3550308',
  ddd: '11',
  siafi: '7107',
};
const RIO = {
  localidade: 'Rio de Janeiro',
  uf: 'RJ',
  estado: 'Rio de Janeiro',
  ibge: '3304557',
  ddd: '21',
  siafi: '6001',
};

/** A handful of real CEPs, the demo event's among them; any other valid CEP is unknown. */
export const VIACEP_ADDRESSES: Record<string, ViaCepAddress> = Object.fromEntries(
  [
    { cep: '05422-001', logradouro: 'Rua dos Pinheiros', complemento: '', bairro: 'Pinheiros', ...SAO_PAULO },
    {
      cep: '05418-010',
      logradouro: 'Rua Antônio Bicudo',
      complemento: '',
      bairro: 'Pinheiros',
      ...SAO_PAULO,
    },
    { cep: '01001-000', logradouro: 'Praça da Sé', complemento: 'lado ímpar', bairro: 'Sé', ...SAO_PAULO },
    {
      cep: '01310-100',
      logradouro: 'Avenida Paulista',
      complemento: 'de 612 a 1510 - lado par',
      bairro: 'Bela Vista',
      ...SAO_PAULO,
    },
    {
      cep: '20040-020',
      logradouro: 'Avenida Rio Branco',
      complemento: 'de 1 ao 185 - lado ímpar',
      bairro: 'Centro',
      ...RIO,
    },
    {
      cep: '22041-001',
      logradouro: 'Avenida Atlântica',
      complemento: 'de 2174 a 2634 - lado par',
      bairro: 'Copacabana',
      ...RIO,
    },
  ].map((address) => [address.cep.replace('-', ''), address]),
);

/**
 * The ViaCEP stand-in: GET /ws/{cep}/json/ as viacep.com.br answers it. Eight digits (a hyphen is
 * tolerated) give the address with every field ViaCEP sends, or `{ "erro": "true" }` with a 200
 * for an unknown CEP; a malformed one is a 400 with an HTML page, as the real service does.
 */
export default async function viaCepPlugin(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { cep: string } }>('/ws/:cep/json/', async (request, reply) => {
    const digits = request.params.cep.replace('-', '');
    if (!/^\d{8}$/.test(digits)) {
      return reply.status(400).type('text/html; charset=utf-8').send('<h2>Bad Request (400)</h2>');
    }
    const address = VIACEP_ADDRESSES[digits];
    if (!address) return { erro: 'true' };
    return { ...address, unidade: '', regiao: 'Sudeste', gia: address.uf === 'SP' ? '1004' : '' };
  });
}
