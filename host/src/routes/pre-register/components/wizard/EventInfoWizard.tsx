import { apiRoutes } from '@celebra/shared/api';
import { EVENT_INFO_SENT_MESSAGE } from '@celebra/shared/messages';
import { useAlert } from '@celebra/ui/alert';
import { useCallback, useState } from 'react';
import { api } from '../../../../common/api';
import { useLeaveWarning } from '../../../../common/unsaved/use-leave-warning';
import { readPreRegisterToken } from '../../pre-register-token';
import { EventTypeStep } from './EventTypeStep';
import { GiftsStep } from './GiftsStep';
import { ListInfoStep, type TListInfo, type TListInfoDraft } from './ListInfoStep';
import { PasswordDialog } from './PasswordDialog';
import { WizardProgress } from './WizardProgress';

type Step = 'event-types' | 'step1' | 'step2';
/**
 * Everything chosen so far, kept here rather than in the steps (which unmount as the host moves
 * on): going back and forth keeps the type, the step-1 fields as typed, and the chosen gifts.
 * `listInfo` is step 1 once checked, what the gifts step and the submission use.
 */
type Draft = { eventTypeId?: number; listInfoDraft?: TListInfoDraft; listInfo?: TListInfo; gifts: number[] };

/** `onSent(published)`: true when the platform published the site at once (the couple can log in). */
type Props = { email: string; onSent: (published: boolean) => void };

/**
 * The event-info wizard: event type → category, title, delivery preference and site link
 * → gifts → 'Autenticação', posted to POST /users/pre-register/event-info.
 */
export function EventInfoWizard({ email, onSent }: Props) {
  const alert = useAlert();
  const [step, setStep] = useState<Step>('event-types');
  const [draft, setDraft] = useState<Draft>({ gifts: [] });
  const [askingPassword, setAskingPassword] = useState(false);
  // A wizard begun is lost when the page is left: the host is asked first; once sent, nothing is.
  const [sent, setSent] = useState(false);
  const settle = useLeaveWarning(!sent && draft.eventTypeId !== undefined);
  const selectGifts = useCallback((gifts: number[]) => setDraft((old) => ({ ...old, gifts })), []);

  const send = async (password: string) => {
    const { eventTypeId, listInfo, gifts } = draft;
    if (!eventTypeId || !listInfo) return;
    try {
      const answer = await api.call(apiRoutes.usersSubmitEventInfo, {
        body: {
          email,
          token: readPreRegisterToken(email),
          eventTypeId,
          ...listInfo,
          gifts,
          password,
        },
      });
      setAskingPassword(false);
      // Sent: the page may be left (the published site's couple goes on to the login at once).
      settle();
      setSent(true);
      const published = answer.published === true;
      alert.show(
        published
          ? {
              severity: 'success',
              title: 'Seu site já está no ar!',
              text: 'Enviamos para o seu e-mail o link do site e o do seu painel. Entre com o seu e-mail e a senha do cadastro.',
            }
          : {
              severity: 'success',
              title: EVENT_INFO_SENT_MESSAGE,
              text: 'Obrigados por enviar as informações, em breve seu evento será aprovado.',
            },
      );
      onSent(published);
    } catch (error) {
      alert.error(
        error,
        'Não foi possível enviar informações do evento. Caso o problema persista, contate o suporte.',
      );
    }
  };

  if (step === 'event-types' || !draft.eventTypeId) {
    return (
      <EventTypeStep
        selected={draft.eventTypeId}
        onNext={(eventTypeId) => {
          // Another type has other categories: the category chosen under the old one no longer
          // holds; the title, link and delivery preference still do.
          setDraft((old) =>
            old.eventTypeId === eventTypeId
              ? old
              : {
                  ...old,
                  eventTypeId,
                  listInfo: undefined,
                  listInfoDraft: old.listInfoDraft && {
                    ...old.listInfoDraft,
                    values: { ...old.listInfoDraft.values, eventCategoryId: '' },
                  },
                },
          );
          setStep('step1');
        }}
      />
    );
  }
  if (step === 'step1' || !draft.listInfo) {
    return (
      <>
        <WizardProgress step={1} onBack={() => setStep('step1')} />
        <ListInfoStep
          eventTypeId={draft.eventTypeId}
          initial={draft.listInfoDraft}
          onBack={(listInfoDraft) => {
            setDraft((old) => ({ ...old, listInfoDraft }));
            setStep('event-types');
          }}
          onNext={(listInfo, listInfoDraft) => {
            // The gifts stay chosen under another category; the gifts step lets go of those the
            // new category does not offer.
            setDraft((old) => ({ ...old, listInfo, listInfoDraft }));
            setStep('step2');
          }}
        />
      </>
    );
  }
  return (
    <>
      <WizardProgress step={2} onBack={() => setStep('step1')} />
      <GiftsStep
        eventCategoryId={draft.listInfo.eventCategoryId}
        selected={draft.gifts}
        onSelect={selectGifts}
        onBack={() => setStep('step1')}
        onNext={(gifts) => {
          setDraft((old) => ({ ...old, gifts }));
          setAskingPassword(true);
        }}
      />
      <PasswordDialog open={askingPassword} onClose={() => setAskingPassword(false)} onConfirm={send} />
    </>
  );
}
