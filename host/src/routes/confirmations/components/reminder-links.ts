import type { TGuest } from '@celebra/shared/models';
import { whatsAppLink } from '../../../common/site-url';

/**
 * 'Lembrar pelo WhatsApp': a chat with the guest's number (Brazilian, so the country code 55 goes
 * before the digits) and a ready message with their personal link; without a phone, the app opens
 * for the host to pick the contact.
 */
export function whatsappReminderUrl(
  guest: Pick<TGuest, 'firstName' | 'phoneNumber'>,
  eventTitle: string,
  link: string,
) {
  const text =
    `Olá, ${guest.firstName}! Você está convidado(a) para ${eventTitle}. ` +
    `Confirme sua presença pelo seu link pessoal: ${link}`;
  return whatsAppLink(text, guest.phoneNumber);
}
