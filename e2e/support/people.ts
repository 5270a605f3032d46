/**
 * The people of the journeys. Each journey file makes its own with a tag of its own
 * (`guest(uniqueTag())`): the same names, but e-mails (and the newcomer's event) nobody else's,
 * so the back office's searches and lists find one journey's rows only, whatever runs beside it.
 */

/** A message with markup: every screen must show it as the text it is. */
export const HTML_MESSAGE =
  'Felicidades ao casal! <b>Com carinho</b> <img src=x onerror="document.title=\'xss\'">';

/** Someone who registers as a host (journey 1) and whom the administrator approves (journey 2). */
export function newcomer(tag: string) {
  return {
    firstName: 'Marina',
    lastName: 'Alves',
    // As long as many a real one (35 characters): the pre-registration's notice quotes it, and on
    // a phone it must wrap, not scroll sideways.
    email: `marina.alves.silva.${tag}@example.com`,
    phoneDigits: '21988776655',
    phone: '(21) 98877-6655',
    password: 'Festa2026',
    eventTitle: `Marina & João ${tag}`,
    // The link the wizard suggests from the title.
    slug: `marina-joao-${tag}`,
  } as const;
}

/** The guest who buys three gifts by card, leaves a message and confirms presence. */
export function guest(tag: string) {
  return {
    firstName: 'Beatriz',
    lastName: 'Lima',
    email: `beatriz.lima.${tag}@example.com`,
    phoneDigits: '11976543210',
    phone: '(11) 97654-3210',
    companion: { name: 'Tomás Lima', age: '7' },
    /** Three gifts of the demo list; the first one's quantity goes to 2 in the cart. */
    gifts: ['Cafeteira Expresso', 'Jogo de Taças de Cristal', 'Kit Velas Aromáticas'],
    message: HTML_MESSAGE,
  } as const;
}

/** The guest who pays by Pix: one gift of the demo list. */
export function pixGuest(tag: string) {
  return {
    name: 'Lucas Ferreira',
    email: `lucas.ferreira.${tag}@example.com`,
    // A CPF with valid check digits (a documentation example, not a person's).
    cpf: '529.982.247-25',
    gift: 'Porta-Retratos Trio',
  } as const;
}

/**
 * The guests a host invites by importing a CSV (journey 7): the first opens her personal link on
 * a phone and answers twice. A semicolon-separated file as a spreadsheet in Portuguese saves it,
 * with accents and an emoji in a name.
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
