/**
 * 'Dados pessoais' › 'Exportar (JSON)': what the platform keeps about a person, as the file the
 * person receives. Portuguese keys, dates in Brasília's time and money in reais as people read
 * them; still JSON, so a program reads it too. Built from the search's answer.
 */
import type { TAdminPersonalDataResponse } from '../api/admin-personal-data';
import { formatDateTime } from './date';
import { buyerNameLabel, preRegistrationPaymentStatusLabel, transactionStatusLabel } from './labels';
import { formatBRL } from './money';

const PLATFORM_TIME_ZONE = 'America/Sao_Paulo';
const when = (iso: string | null) => (iso ? formatDateTime(iso, { timeZone: PLATFORM_TIME_ZONE }) : null);
const attendance = (attending: boolean | null) =>
  attending === null ? 'Sem resposta' : attending ? 'Vai' : 'Não vai';
const consent = (row: { consentVersion: number | null; consentedAt: string | null }) =>
  row.consentVersion === null
    ? null
    : { versaoDosTextos: row.consentVersion, aceitoEm: when(row.consentedAt) };
const fullName = (first: string, last: string) => `${first} ${last}`.trim();

export function personalDataExport(data: Omit<TAdminPersonalDataResponse, 'success' | 'message'>, now: Date) {
  return {
    documento: 'Dados pessoais guardados pela Celebra',
    geradoEm: when(now.toISOString()),
    fusoHorario: 'Horário de Brasília',
    pessoa: { nomes: data.person.names, emails: data.person.emails, telefones: data.person.phones },
    eventos: data.events.map((event) => ({
      evento: event.title,
      endereco: `/${event.slug}`,
      confirmacoesDePresenca: event.guests.map((guest) => ({
        nome: fullName(guest.firstName, guest.lastName),
        email: guest.email,
        telefone: guest.phoneNumber,
        presenca: attendance(guest.attending),
        recado: guest.message,
        acompanhantes: guest.companions.map((c) => ({ nome: c.name, idade: c.age })),
        respostas: guest.answers.map((a) => ({ pergunta: a.question, resposta: a.answer })),
        enviadoEm: when(guest.createdAt),
        consentimento: consent(guest),
        apagadoEm: when(guest.erasedAt),
      })),
      recados: event.messages.map((message) => ({
        nome: fullName(message.firstName, message.lastName),
        email: message.email,
        recado: message.message,
        enviadoEm: when(message.createdAt),
        consentimento: consent(message),
        apagadoEm: when(message.erasedAt),
      })),
      compras: event.purchases.map((purchase) => ({
        comprador: buyerNameLabel(purchase.guestName),
        email: purchase.guestEmail,
        mensagem: purchase.guestMessage,
        valorPago: formatBRL(purchase.totalPrice),
        valorParaOsAnfitrioes: formatBRL(purchase.userAmount),
        situacao: transactionStatusLabel(purchase.status),
        compradoEm: when(purchase.createdAt),
        consentimento: consent(purchase),
        apagadoEm: when(purchase.erasedAt),
      })),
    })),
    contasDeAnfitriao: data.hostAccounts.map((account) => ({
      nome: fullName(account.firstName, account.lastName),
      email: account.email,
      telefone: account.phoneNumber,
      ativa: account.active,
      criadaEm: when(account.createdAt),
      excluidaEm: when(account.deletedAt),
    })),
    preCadastros: data.preRegistrations.map((request) => ({
      nome: fullName(request.firstName, request.lastName),
      email: request.email,
      telefone: request.phoneNumber,
      pagamento: preRegistrationPaymentStatusLabel(request.paymentStatus),
      contaCriada: request.accountCreated,
      criadoEm: when(request.createdAt),
    })),
  };
}
