import type { TPublicEventSections } from '@celebra/shared/models';

/** The page's sections: where the side menu scrolls to, and which setting shows each one. */
export const SECTIONS = {
  gifts: { id: 'presentes', menu: 'Lista de Presentes', setting: 'showGiftList' },
  messages: { id: 'recadinhos', menu: 'Recadinhos', setting: 'showGuestMessages' },
  info: { id: 'informacoes', menu: 'Informações', setting: 'showEventInfo' },
  confirmation: { id: 'confirmacao', menu: 'Confirmação', setting: 'allowGuestConfirmation' },
} as const satisfies Record<string, { id: string; menu: string; setting: keyof TPublicEventSections }>;

/** The side menu's entries, in the order the menu shows them. */
export const MENU_SECTIONS = [SECTIONS.gifts, SECTIONS.confirmation, SECTIONS.messages] as const;

/** Scrolls smoothly to a section and moves the keyboard focus to its title. */
export function scrollToSection(id: string): void {
  const section = document.getElementById(id);
  if (!section) return;
  const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  section.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
  const title = document.getElementById(`${id}-title`);
  if (title) {
    title.setAttribute('tabindex', '-1');
    title.focus({ preventScroll: true });
  }
}

/**
 * The section a link opens at: its hash when it names a section ('#confirmacao', the QR code of the
 * confirmation), the confirmation for a personal invitation (?convite=), otherwise none.
 */
export function sectionToOpen(location: Pick<Location, 'hash' | 'search'>): string | undefined {
  const hash = decodeURIComponent(location.hash.replace(/^#/, ''));
  if (Object.values(SECTIONS).some((section) => section.id === hash)) return hash;
  if (new URLSearchParams(location.search).has('convite')) return SECTIONS.confirmation.id;
  return undefined;
}
