import { guestSiteOrigin } from '@celebra/shared/format';

/**
 * The public guest site's address. The host prefix picks the app: the dashboard
 * runs on users.<domain>, the guest site on site.<domain>. VITE_SITE_URL wins when set.
 */
export function siteBaseUrl(location: Pick<Location, 'protocol' | 'host'>, configured?: string): string {
  if (configured?.trim()) return configured.trim().replace(/\/+$/, '');
  return guestSiteOrigin(location);
}

/** The event's public link: the site address plus the slug. */
export function publicEventUrl(
  slug: string,
  location: Pick<Location, 'protocol' | 'host'> = window.location,
) {
  return `${siteBaseUrl(location, import.meta.env.VITE_SITE_URL)}/${encodeURIComponent(slug)}`;
}

/**
 * A guest's personal link: the event's link with the invitation's secret, so the site opens with
 * their name filled in and their answer lands on their own row of the list.
 */
export function invitationUrl(
  slug: string,
  token: string,
  location: Pick<Location, 'protocol' | 'host'> = window.location,
) {
  return `${publicEventUrl(slug, location)}?convite=${encodeURIComponent(token)}`;
}

/**
 * A WhatsApp link with the text filled in: to a number (digits, Brazilian ones given the country
 * code 55 when they lack it), or to nobody, and WhatsApp asks whom to send it to.
 */
export function whatsAppLink(text: string, phone = ''): string {
  const digits = phone.replace(/\D/g, '');
  const number = digits === '' || (digits.startsWith('55') && digits.length > 11) ? digits : `55${digits}`;
  return `https://wa.me/${number}?text=${encodeURIComponent(text)}`;
}

/** 'Compartilhar o Seu Site': the invitation with the public link, as every way of sharing sends it. */
export function shareSiteText(title: string, link: string): string {
  return (
    `Olá! Você está convidado(a) para ${title}. ` +
    `No nosso site você encontra a lista de presentes, pode deixar um recado e confirmar sua presença: ${link}`
  );
}

/** 'Compartilhar o Seu Site': a chat share link with an invitation and the public link. */
export function shareSiteUrl(title: string, link: string): string {
  return whatsAppLink(shareSiteText(title, link));
}

/**
 * The waiting screen's contact link: a chat with support's number (the server's SUPPORT_WHATSAPP,
 * digits with the country code), with a first message ready that names the registration's e-mail.
 */
export function supportChatUrl(email: string, number: string): string {
  const text = `Olá! Enviei as informações do meu evento na Celebra (${email}) e gostaria de acompanhar a aprovação.`;
  return `https://wa.me/${number.replace(/\D/g, '')}?text=${encodeURIComponent(text)}`;
}
