/**
 * /events/create, the new-event wizard: type → list info → gifts → owner, posted whole to
 * POST /users/register; /events 3 seconds after success. 'Criar evento' on an event request opens
 * it pre-filled (router state).
 */
import { errorMessage } from '@celebra/shared/client';
import type { TWizardGift } from '@celebra/shared/models';
import type { TAdminWizardDraft } from '@celebra/shared/validation';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { Alert, Box, Card, CardContent } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useLocation, useNavigate } from 'react-router';
import { useAlerts } from '../../common/AlertProvider';
import { PageHeader } from '../../common/PageHeader';
import { useCelebra } from '../../providers/use-celebra';
import { draftFromRequest, REDIRECT_DELAY_MS, type WizardDraft, type WizardLocationState } from './draft';
import { GiftsStep } from './GiftsStep';
import { ListInfoStep } from './ListInfoStep';
import { OwnerStep } from './OwnerStep';
import { ProgressBars } from './ProgressBars';
import { TypeStep } from './TypeStep';

export function EventCreate() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const celebra = useCelebra();
  const { alert } = useAlerts();
  const request = (useLocation().state as WizardLocationState)?.request;
  const [draft, setDraft] = useState<WizardDraft>(() => draftFromRequest(request));
  // Kept here, as the draft is, so going back does not let the title overwrite a typed slug. A
  // request's slug is the one its host chose: typed, as far as the title is concerned.
  const [slugTyped, setSlugTyped] = useState(() => Boolean(draft.slug));
  const ownSlug = request?.eventInfoJson?.slug ?? undefined;
  const [gifts, setGifts] = useState<TWizardGift[]>([]);
  const [step, setStep] = useState(0);
  const [isSubmitting, setSubmitting] = useState(false);
  const [isDone, setDone] = useState(false);

  useEffect(() => {
    if (!isDone) return;
    const timer = setTimeout(() => navigate('/events'), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [isDone, navigate]);

  const advance = (part: WizardDraft) => {
    setDraft((current) => ({ ...current, ...part }));
    setStep((current) => current + 1);
  };

  const register = async (owner: WizardDraft) => {
    const whole = { ...draft, ...owner } as TAdminWizardDraft;
    setDraft(whole);
    setSubmitting(true);
    try {
      await celebra.registerEvent(whole);
      setDone(true);
    } catch (error) {
      void alert({
        title: translate('celebra.wizard.errorTitle'),
        text: errorMessage(error, translate('celebra.errors.createEvent')),
        detail: translate('celebra.errors.contactSupport'),
      });
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <>
      <PageHeader title="celebra.wizard.title" />
      <Card>
        <CardContent>
          {step > 0 && !isDone ? (
            <ProgressBars step={step} onGoTo={(target) => setStep(Math.min(target, step))} />
          ) : null}
          {isDone ? (
            <Alert icon={<CheckCircleIcon />} severity="success">
              {translate('celebra.wizard.created')}
            </Alert>
          ) : step === 0 ? (
            <TypeStep
              draft={draft}
              onNext={(part) =>
                // Another type has other categories: the one chosen before no longer applies.
                advance(
                  Number(part.eventTypeId) === Number(draft.eventTypeId)
                    ? part
                    : { ...part, eventCategoryId: undefined },
                )
              }
            />
          ) : step === 1 ? (
            <ListInfoStep
              draft={draft}
              slugTyped={slugTyped}
              ownSlug={ownSlug}
              onBack={(part, typed) => {
                setDraft((current) => ({ ...current, ...part }));
                setSlugTyped(typed);
                setStep(0);
              }}
              onNext={(part, offered, typed) => {
                setGifts(offered);
                setSlugTyped(typed);
                advance(part);
              }}
            />
          ) : step === 2 ? (
            <GiftsStep
              draft={draft}
              gifts={gifts}
              onBack={() => setStep(1)}
              onNext={advance}
              onSelect={(chosen) => setDraft((current) => ({ ...current, gifts: chosen }))}
            />
          ) : (
            <OwnerStep
              draft={draft}
              isSubmitting={isSubmitting}
              onBack={() => setStep(2)}
              onSubmit={register}
            />
          )}
        </CardContent>
      </Card>
      <Box sx={{ height: 16 }} />
    </>
  );
}
