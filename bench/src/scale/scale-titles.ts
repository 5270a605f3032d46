import type { Kind } from './scale-catalogue';
import type { Random } from './scale-random';
import { FEMALE_NAMES, LAST_NAMES, MALE_NAMES, type Word } from './scale-words';

type Names = { f: Word; m: Word; l: Word; l2: Word; age: number };
/** [title, slug without its numeric suffix]. */
type Titled = readonly [string, string];
type Template = (n: Names) => Titled;

const slug = (...parts: (string | number)[]) => parts.join('-').replace(/\s+/g, '-');

/** How hosts name their events, per kind: the words admins then search for. */
const TEMPLATES: Record<Kind, readonly Template[]> = {
  1: [
    ({ f, m }) => [`Casamento de ${f[0]} e ${m[0]}`, slug('casamento-de', f[1], 'e', m[1])],
    ({ f, m }) => [`${f[0]} & ${m[0]}`, slug(f[1], 'e', m[1])],
    ({ f, m, l, l2 }) => [
      `Casamento ${f[0]} ${l[0]} e ${m[0]} ${l2[0]}`,
      slug('casamento', f[1], l[1], 'e', m[1], l2[1]),
    ],
    ({ f, m }) => [`${f[0]} e ${m[0]}: nosso grande dia`, slug(f[1], 'e', m[1], 'nosso-grande-dia')],
    ({ f, m }) => [`Bodas de Prata de ${f[0]} e ${m[0]}`, slug('bodas-de-prata', f[1], 'e', m[1])],
  ],
  2: [
    ({ f }) => [`Chá de Bebê da ${f[0]}`, slug('cha-de-bebe-da', f[1])],
    ({ m }) => [`Chá de Bebê do ${m[0]}`, slug('cha-de-bebe-do', m[1])],
    ({ f }) => [`Chá de Fraldas da ${f[0]}`, slug('cha-de-fraldas-da', f[1])],
    ({ m }) => [`Chá de Fraldas do ${m[0]}`, slug('cha-de-fraldas-do', m[1])],
    ({ l }) => [`Chá Revelação da Família ${l[0]}`, slug('cha-revelacao', l[1])],
  ],
  3: [
    ({ f }) => [`Chá de Panela da ${f[0]}`, slug('cha-de-panela-da', f[1])],
    ({ f, l }) => [`Chá de Cozinha da ${f[0]} ${l[0]}`, slug('cha-de-cozinha', f[1], l[1])],
    ({ f, m }) => [`Chá Bar de ${f[0]} e ${m[0]}`, slug('cha-bar', f[1], 'e', m[1])],
  ],
  4: [
    ({ f, age }) => [`Aniversário de ${age} anos da ${f[0]}`, slug('aniversario', age, 'anos', f[1])],
    ({ m }) => [`Aniversário do ${m[0]}`, slug('aniversario-do', m[1])],
    ({ f, age }) => [`${f[0]} ${age} anos`, slug(f[1], age, 'anos')],
    ({ f }) => [`Festa de 15 anos da ${f[0]}`, slug('15-anos', f[1])],
  ],
  5: [
    ({ f, m }) => [`Chá de Casa Nova de ${f[0]} e ${m[0]}`, slug('casa-nova', f[1], 'e', m[1])],
    ({ l }) => [`Casa Nova da Família ${l[0]}`, slug('casa-nova-familia', l[1])],
    ({ f, m }) => [`Open House ${f[0]} e ${m[0]}`, slug('open-house', f[1], 'e', m[1])],
  ],
};

/** A title and its slug (lower-case ASCII, unique thanks to the event's number). */
export function titleOf(random: Random, kind: Kind, number: number): Titled {
  const names: Names = {
    f: random.pick(FEMALE_NAMES),
    m: random.pick(MALE_NAMES),
    l: random.pick(LAST_NAMES),
    l2: random.pick(LAST_NAMES),
    age: 1 + random.below(80),
  };
  const [title, base] = random.pick(TEMPLATES[kind])(names);
  return [title, `${base}-${number}`.toLowerCase()];
}
