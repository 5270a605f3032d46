/** What guests leave on an event: presence confirmations and messages. */

export const GUEST_NOT_FOUND_MESSAGE = 'Convidado não encontrado.';

/** The event's switch for presence confirmations is off. */
export const CONFIRMATION_CLOSED_MESSAGE = 'Este evento não está recebendo confirmações de presença.';

/** A guest's message (recado) id that matches none of the event's. */
export const MESSAGE_NOT_FOUND_MESSAGE = 'Recado não encontrado.';

/** The confirmation form's answers, by what the guest said and whether they had answered before. */
export const RSVP_MESSAGES = {
  confirmed: 'Presença confirmada.',
  declined: 'Resposta registrada. Que pena que você não poderá ir!',
  updated: 'Sua resposta foi atualizada.',
  /** The deadline ('DD/MM/AAAA') has passed: the form says so instead of asking. */
  closedOn: (day: string) => `As confirmações foram encerradas em ${day}.`,
  /** The deadline, shown above the form while it is open. */
  openUntil: (day: string) => `Confirme até ${day}.`,
  attendingLabel: 'Vou',
  decliningLabel: 'Não poderei ir',
  /** A required host question left blank, named by its label. */
  questionRequired: (label: string) => `* Responda à pergunta "${label}".`,
  questionUnknown: 'Uma das perguntas respondidas não existe neste evento.',
  invitationNotFound: 'Convite não encontrado. Confira o link que você recebeu.',
  /** The personal link's greeting on the form. */
  invitationGreeting: (firstName: string) => `Olá, ${firstName}! Este convite é seu.`,
} as const;

/** The host's guest list: import, reminders, the RSVP settings and the e-mail preferences. */
export const GUEST_LIST_MESSAGES = {
  imported: (count: number) =>
    count === 1 ? '1 convidado importado com sucesso.' : `${count} convidados importados com sucesso.`,
  importRejected: (lines: number) =>
    lines === 1
      ? 'Nenhum convidado foi importado: 1 linha tem problemas. Corrija e envie o arquivo de novo.'
      : `Nenhum convidado foi importado: ${lines} linhas têm problemas. Corrija e envie o arquivo de novo.`,
  importEmpty: 'O arquivo não tem nenhum convidado.',
  importNoNameColumn: 'O arquivo precisa de uma coluna "Nome".',
  importTooManyRows: (max: number) => `Importe no máximo ${max} convidados por arquivo.`,
  importContactRequired: 'Informe o e-mail ou o telefone.',
  importDuplicateInFile: (line: number) => `Mesmo convidado da linha ${line}.`,
  importAlreadyOnList: 'Este convidado já está na lista.',
  reminderSent: 'Lembrete enviado por e-mail.',
  remindersSent: (count: number) =>
    count === 0
      ? 'Nenhum lembrete a enviar: todos com e-mail já responderam ou foram lembrados nas últimas 24 horas.'
      : count === 1
        ? '1 lembrete enviado por e-mail.'
        : `${count} lembretes enviados por e-mail.`,
  reminderNoEmail: 'Este convidado não tem e-mail. Envie o lembrete pelo WhatsApp.',
  reminderAlreadyAnswered: 'Este convidado já respondeu.',
  reminderTooSoon: 'Um lembrete já foi enviado a este convidado nas últimas 24 horas.',
  rsvpSettingsSaved: 'Configurações da confirmação salvas com sucesso.',
  notificationsSaved: 'Preferências de e-mail salvas com sucesso.',
  /** The RSVP settings named a question id that is not one of the event's. */
  rsvpQuestionUnknown: 'Uma das perguntas não existe neste evento. Recarregue a página e tente de novo.',
} as const;
