import { services, settings } from '../db/schema/index';
import type { Tx } from './context';

/** The platform settings of the demo: 5 % on gifts, a R$ 49,90 list creation fee. */
export const DEMO_SETTINGS = {
  percentageGift: 5,
  listCreationFeeCents: 4_990,
  color: '#E91E63',
  colorSecondary: '#7B1FA2',
} as const;

/** Free services come with every event; the others are the paid 'turbo' packages. */
const SERVICES = [
  {
    name: 'Página do Evento',
    description: 'O site do seu evento com lista de presentes, recados e confirmação de presença.',
    type: 'PAGE',
    quantity: 1,
    priceCents: 0,
    isDefault: true,
  },
  {
    name: 'Galeria de Fotos',
    description: 'Até 10 fotos na galeria do site.',
    type: 'IMAGE',
    quantity: 10,
    priceCents: 0,
    isDefault: true,
  },
  {
    name: 'Vídeo do Evento',
    description: 'Um vídeo na galeria do site.',
    type: 'VIDEO',
    quantity: 1,
    priceCents: 0,
    isDefault: true,
  },
  {
    name: 'Senha no Site',
    description: 'Proteja o site do evento com uma senha para os convidados.',
    type: 'PASSWORD',
    quantity: 1,
    priceCents: 1_990,
    isDefault: false,
  },
  {
    name: 'Pacote +30 Fotos',
    description: 'Mais 30 fotos na galeria para contar a história de vocês.',
    type: 'IMAGE',
    quantity: 30,
    priceCents: 2_990,
    isDefault: false,
  },
  {
    name: 'Pacote +3 Vídeos',
    description: 'Mais 3 vídeos na galeria do site.',
    type: 'VIDEO',
    quantity: 3,
    priceCents: 3_990,
    isDefault: false,
  },
  {
    name: 'Página Personalizada',
    description: 'Uma página extra com o conteúdo que você quiser: padrinhos, roteiro, hospedagem.',
    type: 'PAGE',
    quantity: 1,
    priceCents: 2_490,
    isDefault: false,
  },
  {
    name: 'Convite Digital Animado',
    description: 'Um convite animado com a identidade do seu evento para enviar aos convidados.',
    type: 'EXTRA',
    quantity: 1,
    priceCents: 4_990,
    isDefault: false,
  },
] as const;

/** Inserts the settings row and the service packages. */
export async function seedPlatform(tx: Tx) {
  await tx.insert(settings).values(DEMO_SETTINGS);
  const rows = await tx
    .insert(services)
    .values(SERVICES.map((service) => ({ ...service })))
    .returning({ id: services.id, name: services.name });
  return {
    percentageGift: DEMO_SETTINGS.percentageGift,
    serviceIds: new Map(rows.map((row) => [row.name, row.id])),
  };
}
