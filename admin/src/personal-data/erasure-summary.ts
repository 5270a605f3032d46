/** What the erasure's confirmation says: who the person is and what goes, counted per kind. */
import type { TPersonalDataErasure, TPersonalDataPerson } from '@celebra/shared/api';
import type { TranslateFunction } from 'react-admin';

/** The kinds an erasure reaches, in the order the confirmation lists them. */
export const ERASABLE_KINDS = [
  'guests',
  'companions',
  'answers',
  'messages',
  'purchases',
  'mailJobs',
] as const;

const COUNT_KEYS: Record<(typeof ERASABLE_KINDS)[number], string> = {
  guests: 'celebra.personalData.countGuests',
  companions: 'celebra.personalData.countCompanions',
  answers: 'celebra.personalData.countAnswers',
  messages: 'celebra.personalData.countMessages',
  purchases: 'celebra.personalData.countPurchases',
  mailJobs: 'celebra.personalData.countMailJobs',
};

/** The person by name (the first their rows give), else by their e-mail or phone. */
export function personName(person: TPersonalDataPerson): string {
  return person.names[0] ?? person.emails[0] ?? person.phones[0] ?? '';
}

/** 'Pessoa: Maria Lima · maria@… · (31) …', then one line per kind with something to erase. */
export function erasureSummary(
  translate: TranslateFunction,
  person: TPersonalDataPerson,
  erasure: TPersonalDataErasure,
): string {
  const who = [...person.names, ...person.emails, ...person.phones].join(' · ');
  const lines = ERASABLE_KINDS.filter((kind) => erasure[kind] > 0).map(
    (kind) => `• ${translate(COUNT_KEYS[kind], { smart_count: erasure[kind] })}`,
  );
  return [
    translate('celebra.personalData.confirmPerson', { person: who }),
    translate('celebra.personalData.confirmCounts'),
    ...lines,
    erasure.guests > 0 ? translate('celebra.personalData.confirmLink') : null,
  ]
    .filter((line): line is string => line !== null)
    .join('\n');
}
