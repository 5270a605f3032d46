/**
 * The people of the journeys' story, shared by the journeys that meet them: the newcomer who
 * registers in journey 1 is the host the administrator approves in journey 2 and who sets up the
 * site in journey 3; the guest of journey 4 is who the demo host finds in journey 5.
 */

/** The seeded demo (server/src/db/seed): its administrator, host and event. */
export const DEMO = {
  admin: { email: 'admin@celebra.dev', password: 'celebra123' },
  host: { email: 'ana@celebra.dev', password: 'celebra123' },
  eventSlug: 'ana-e-pedro',
  eventTitle: 'Ana & Pedro',
} as const;

export const NEWCOMER = {
  firstName: 'Marina',
  lastName: 'Alves',
  email: 'marina.alves@example.com',
  phoneDigits: '21988776655',
  phone: '(21) 98877-6655',
  password: 'Festa2026',
  eventTitle: 'Marina & João',
  // The link the wizard suggests from the title.
  slug: 'marina-joao',
} as const;

/** A message with markup: every screen must show it as the text it is. */
export const HTML_MESSAGE =
  'Felicidades ao casal! <b>Com carinho</b> <img src=x onerror="document.title=\'xss\'">';

export const GUEST = {
  firstName: 'Beatriz',
  lastName: 'Lima',
  email: 'beatriz.lima@example.com',
  phoneDigits: '11976543210',
  phone: '(11) 97654-3210',
  companion: { name: 'Tomás Lima', age: '7' },
  /** Three gifts of the demo list; the first one's quantity goes to 2 in the cart. */
  gifts: ['Cafeteira Expresso', 'Jogo de Taças de Cristal', 'Kit Velas Aromáticas'],
  message: HTML_MESSAGE,
} as const;

/**
 * The guest who pays by Pix (journey 6), someone else than journey 4's guest so that journey 5
 * finds that one's purchase alone under their name. One gift none of journey 4's: the demo list
 * keeps enough of each, and the host's balance only grows by it (journey 5 measures it before
 * and after whatever came in).
 */
export const PIX_GUEST = {
  name: 'Lucas Ferreira',
  email: 'lucas.ferreira@example.com',
  // A CPF with valid check digits (a documentation example, not a person's).
  cpf: '529.982.247-25',
  gift: 'Porta-Retratos Trio',
} as const;

/**
 * The guests the demo host invites by importing a CSV (journey 7): the first opens her personal
 * link on a phone and answers twice. A semicolon-separated file as a spreadsheet in Portuguese
 * saves it, with accents and an emoji in a name.
 */
export const INVITED = {
  csv: [
    'Nome;Sobrenome;E-mail;Telefone',
    'Helena;Costa;helena.costa@example.com;(11) 98888-1234',
    'João;Araújo 🎉;joao.araujo@example.com;',
    'Marta;Nogueira;;21977776666',
  ].join('\n'),
  guest: { firstName: 'Helena', lastName: 'Costa' },
  child: { name: 'Nina Costa', age: '5' },
  adult: { name: 'Rui Costa', age: '34' },
} as const;
