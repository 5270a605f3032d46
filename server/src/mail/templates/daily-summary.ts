import type { MailMessage } from '../mail-message';
import { brl, plainText, renderMail } from './layout';

type AnswerCount = { guests: number; people: number };

export type DailySummaryMailInput = {
  /** The host's e-mail. */
  to: string;
  hostName: string;
  eventTitle: string;
  /** Gift purchases approved since the last summary, and the host's share of them in centavos. */
  gifts: { count: number; userAmountCents: number };
  messages: number;
  /** Answers given or changed since the last summary. */
  attending: AnswerCount;
  notAttending: AnswerCount;
  totals: { confirmedPeople: number; notAnswered: number };
  /** The host dashboard's home. */
  dashboardUrl: string;
};

/** 1 → '1 presente', 2 → '2 presentes'. */
const count = (value: number, one: string, many: string) => `${value} ${value === 1 ? one : many}`;

const answers = (answer: AnswerCount) =>
  `${count(answer.guests, 'convidado', 'convidados')} (${count(answer.people, 'pessoa', 'pessoas')})`;

/**
 * To the host who turned the daily summary on, once a day (the send-daily-summaries job), when
 * something happened since the last one: gifts approved, messages, presence answers, and where the
 * guest list stands.
 */
export function dailySummaryMail(input: DailySummaryMailInput): MailMessage {
  const lines = [
    `Presentes aprovados: ${count(input.gifts.count, 'presente', 'presentes')}, ${brl(input.gifts.userAmountCents)} para você.`,
    `Recados: ${count(input.messages, 'novo recado', 'novos recados')}.`,
    `Confirmações "Vou": ${answers(input.attending)}.`,
    `Respostas "Não poderei ir": ${answers(input.notAttending)}.`,
  ];
  const totals = [
    `Pessoas confirmadas até agora: ${input.totals.confirmedPeople}.`,
    `Convidados que ainda não responderam: ${input.totals.notAnswered}.`,
  ];
  const mail = renderMail(input.to, `Resumo do dia: ${plainText(input.eventTitle)}`, [
    { kind: 'paragraph', text: `Olá, ${plainText(input.hostName)}!` },
    { kind: 'paragraph', text: 'Veja o que aconteceu no seu evento nas últimas 24 horas:' },
    ...[...lines, ...totals].map((text) => ({ kind: 'paragraph' as const, text })),
    { kind: 'link', label: 'Abrir o painel', url: input.dashboardUrl },
  ]);
  // Once a day by construction (the host is claimed first): no cap, after the transactional mails.
  return { ...mail, kind: 'summary' };
}
