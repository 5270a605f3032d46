/**
 * What a phone shows below the fold: the gallery, the sections the event's settings show, and the
 * footer. A chunk of its own, loaded once the top of the page is on the screen (EventSite): the
 * first view neither downloads nor runs it, and the guest never sees it arrive.
 */
import type { TEventGift, TPublicEvent } from '@celebra/shared/models';
import { lazy, useEffect } from 'react';
import { Section } from '../../../../common/Section';
import { WhenNear } from '../../../../common/WhenNear';
import { SECTIONS, scrollToSection, sectionToOpen } from '../sections';
import type { TGiftChoice } from './cart/cart-rules';
import { EventInfo } from './EventInfo';
import { GiftList } from './GiftList';

export { Footer } from './Footer';
export { Gallery } from './Gallery';

// The forms load when the guest scrolls near them (and react-hook-form with them).
const GuestMessageForm = lazy(() =>
  import('./GuestMessageForm').then((m) => ({ default: m.GuestMessageForm })),
);
// With the presence form, a personal link's guest is read (?convite=): not before it is near.
const Presence = lazy(() => import('./presence/Presence').then((m) => ({ default: m.Presence })));

type SectionsProps = {
  event: TPublicEvent;
  inCart: ReadonlyMap<number, number>;
  /** Whether the guest covers the platform's fee: the gifts' prices follow it. */
  coverFee: boolean;
  onAdd: (gift: TEventGift, choice?: TGiftChoice) => void;
};

/** The sections under the intro, those the event's settings show. */
export function Sections({ event, inCart, coverFee, onAdd }: SectionsProps) {
  const { settings } = event;
  // A link to a section opens the page at the top otherwise: the sections arrive after the first
  // view, too late for the browser's own jump to the hash.
  useEffect(() => {
    const target = sectionToOpen(window.location);
    if (target) scrollToSection(target);
  }, []);
  return (
    <>
      {settings.showGiftList && (
        <Section
          id={SECTIONS.gifts.id}
          title="Lista de Presentes"
          subtitle="Escolha um presente e finalize com pagamento seguro."
        >
          <GiftList
            gifts={event.gifts}
            notice={event.giftNotice}
            inCart={inCart}
            coverFee={coverFee}
            onAdd={onAdd}
          />
        </Section>
      )}
      {settings.showGuestMessages && (
        <Section
          id={SECTIONS.messages.id}
          title="Recadinhos"
          subtitle="Deixe uma mensagem carinhosa para nós."
        >
          <WhenNear minHeight={420}>
            <GuestMessageForm eventId={event.id} />
          </WhenNear>
        </Section>
      )}
      {settings.showEventInfo && (
        <Section id={SECTIONS.info.id} title="Informações do Evento">
          <EventInfo title={event.title} details={event.details} />
        </Section>
      )}
      {settings.allowGuestConfirmation && (
        <Section
          id={SECTIONS.confirmation.id}
          title="Confirmação de Presença"
          subtitle="Conte para a gente se você vem, e com quem."
        >
          <WhenNear minHeight={560}>
            <Presence eventId={event.id} rsvp={event.rsvp} />
          </WhenNear>
        </Section>
      )}
    </>
  );
}
