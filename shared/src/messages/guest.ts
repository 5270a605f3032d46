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
  /**
   * A row holding U+FFFD: a file read with the wrong encoding (a Windows-1252 'João' read as
   * UTF-8), whose names would reach the reminders garbled.
   */
  importGarbled:
    'Há caracteres ilegíveis (�) nesta linha. Salve a planilha como "CSV UTF-8" ou escolha o arquivo de novo.',
  /** The preview before an import: what the file would bring, or that nothing can be imported. */
  importPreviewReady: (count: number) =>
    count === 1 ? '1 convidado pronto para importar.' : `${count} convidados prontos para importar.`,
  importPreviewRejected: (lines: number) =>
    lines === 1
      ? 'Nada será importado: 1 linha tem problemas. Corrija e envie o arquivo de novo.'
      : `Nada será importado: ${lines} linhas têm problemas. Corrija e envie o arquivo de novo.`,
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
  reminderUnsubscribed:
    'Este convidado pediu para não receber lembretes por e-mail. Fale com ele pelo WhatsApp.',
  reminderDailyLimit:
    'O limite de lembretes por e-mail deste evento nas últimas 24 horas foi atingido. Tente amanhã.',
  unsubscribed: 'Pronto: você não receberá mais lembretes da Celebra neste e-mail.',
  unsubscribeInvalidLink: 'Este link de descadastro não é válido.',
  rsvpSettingsSaved: 'Configurações da confirmação salvas com sucesso.',
  notificationsSaved: 'Preferências de e-mail salvas com sucesso.',
  /** The RSVP settings named a question id that is not one of the event's. */
  rsvpQuestionUnknown: 'Uma das perguntas não existe neste evento. Recarregue a página e tente de novo.',
  importUnreadable:
    'Não foi possível ler o arquivo. Envie um CSV com as colunas separadas por vírgula ou ponto e vírgula.',
  /** GET /users/events/{eventId}/rsvp: the settings read back. */
  rsvpSettings: 'Configurações da confirmação.',
  guestsFound: 'Convidados encontrados.',
  guestAdded: 'Convidado adicionado com sucesso.',
  /** One guest edited, by the host or the back office. */
  guestUpdated: 'Convidado atualizado com sucesso.',
  guestRemoved: 'Convidado removido com sucesso.',
  /** Two rows of the list joined into one: the host's own guest and an answer sent without the personal link. */
  guestsMerged: 'Respostas juntadas com sucesso.',
  mergeSameGuest: 'Escolha outro convidado para juntar a esta resposta.',
  /** The back office's own words for adding and deleting a guest. */
  guestSaved: 'Convidado salvo com sucesso.',
  guestDeleted: 'Convidado excluído com sucesso.',
} as const;

/** GET /guests/invitation/{token}: the personal link's guest. */
export const INVITATION_FOUND_MESSAGE = 'Convite encontrado.';

/** A guest's message (recado): sent, removed by the host, deleted by the back office. */
export const MESSAGE_SENT_MESSAGE = 'Recado enviado.';
export const MESSAGE_REMOVED_MESSAGE = 'Recado removido com sucesso.';
export const MESSAGE_DELETED_MESSAGE = 'Recado excluído com sucesso.';

/** The event's switch for guests' messages is off. */
export const MESSAGES_CLOSED_MESSAGE = 'Este evento não está recebendo recados.';
