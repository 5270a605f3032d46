import type { MailMessage } from '../mail-message';
import { plainText, renderMail } from './layout';

export type NoticeSummaryMailInput = {
  /** The host's e-mail. */
  to: string;
  hostName: string;
  /** One line per notice folded into this mail, oldest first (already plain text). */
  lines: string[];
  /** The host dashboard. */
  dashboardUrl: string;
};

/**
 * To a host who got more notices in an hour than are mailed one by one: every notice held since
 * the last summary, one line each, so that none is lost.
 */
export function noticeSummaryMail(input: NoticeSummaryMailInput): MailMessage {
  const count = input.lines.length;
  const news = count === 1 ? '1 novidade' : `${count} novidades`;
  const mail = renderMail(input.to, `Resumo: ${news} no seu evento`, [
    { kind: 'paragraph', text: `Olá, ${plainText(input.hostName)}!` },
    {
      kind: 'paragraph',
      text: `Muita coisa aconteceu no seu evento nos últimos minutos. Para não encher sua caixa de entrada, juntamos ${count === 1 ? 'a novidade' : `as ${news}`} neste e-mail:`,
    },
    { kind: 'quote', text: input.lines.map((line) => `• ${line}`).join('\n') },
    { kind: 'link', label: 'Abrir o painel', url: input.dashboardUrl },
  ]);
  return { ...mail, kind: 'summary' };
}
