import type { TGuest } from '@celebra/shared/models';

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
  const digits = guest.phoneNumber.replace(/\D/g, '');
  const number = digits === '' ? '' : digits.startsWith('55') && digits.length > 11 ? digits : `55${digits}`;
  return `https://wa.me/${number}?text=${encodeURIComponent(text)}`;
}
