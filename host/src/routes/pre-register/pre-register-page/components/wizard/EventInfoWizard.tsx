import { apiRoutes } from '@celebra/shared/api';
import { EVENT_INFO_SENT_MESSAGE } from '@celebra/shared/messages';
import { useAlert } from '@celebra/ui/alert';
import { useState } from 'react';
import { api } from '../../../../../common/api';
import { readPreRegisterToken } from '../../../pre-register-token';
import { EventTypeStep } from './EventTypeStep';
import { GiftsStep } from './GiftsStep';
import { ListInfoStep, type TListInfo } from './ListInfoStep';
import { PasswordDialog } from './PasswordDialog';
import { WizardProgress } from './WizardProgress';

type Step = 'event-types' | 'step1' | 'step2';
type Draft = { eventTypeId?: number; listInfo?: TListInfo; gifts: number[]; slug?: string | undefined };

type Props = { email: string; onSent: () => void };

/**
 * The event-info wizard: event type → category, title and delivery preference
 * → gifts → 'Autenticação', posted to POST /users/pre-register/event-info.
 */
export function EventInfoWizard({ email, onSent }: Props) {
  const alert = useAlert();
  const [step, setStep] = useState<Step>('event-types');
  const [draft, setDraft] = useState<Draft>({ gifts: [] });
  const [askingPassword, setAskingPassword] = useState(false);

  const send = async (password: string) => {
    const { eventTypeId, listInfo, gifts, slug } = draft;
    if (!eventTypeId || !listInfo) return;
    try {
      await api.call(apiRoutes.usersSubmitEventInfo, {
        body: {
          email,
          token: readPreRegisterToken(email),
          eventTypeId,
          ...listInfo,
          gifts,
          password,
          ...(slug ? { slug } : {}),
        },
      });
      setAskingPassword(false);
      alert.show({
        severity: 'success',
        title: EVENT_INFO_SENT_MESSAGE,
        text: 'Obrigados por enviar as informações, em breve seu evento será aprovado.',
      });
      onSent();
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
          // Another type has other categories: what was chosen under the old one no longer holds.
          setDraft((old) => (old.eventTypeId === eventTypeId ? old : { gifts: [], eventTypeId }));
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
          initial={draft.listInfo}
          onBack={() => setStep('event-types')}
          onNext={(listInfo) => {
            setDraft((old) => ({
              ...old,
              listInfo,
              gifts: old.listInfo?.eventCategoryId === listInfo.eventCategoryId ? old.gifts : [],
            }));
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
        title={draft.listInfo.title}
        initial={draft.gifts}
        onBack={() => setStep('step1')}
        onNext={(gifts, slug) => {
          setDraft((old) => ({ ...old, gifts, slug }));
          setAskingPassword(true);
        }}
      />
      <PasswordDialog open={askingPassword} onClose={() => setAskingPassword(false)} onConfirm={send} />
    </>
  );
}
