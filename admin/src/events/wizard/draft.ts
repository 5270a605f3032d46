import { maskPhone } from '@celebra/shared/format';
import type { TPreUserRequest, TWizardGift } from '@celebra/shared/models';
import type { TAdminWizardDraft } from '@celebra/shared/validation';

/** What the wizard has gathered so far; each step fills its part. */
export type WizardDraft = Partial<TAdminWizardDraft>;

/** The router state with which 'Criar evento' opens the wizard. */
export type WizardLocationState = { request?: TPreUserRequest } | null;

export const REDIRECT_DELAY_MS = 3000;

/** A draft pre-filled from an event request: its event info, and the requester as the owner. */
export function draftFromRequest(request: TPreUserRequest | undefined): WizardDraft {
  if (!request) return {};
  const info = request.eventInfoJson;
  const [firstName = '', ...rest] = request.name.trim().split(/\s+/);
  return {
    ...(info?.eventTypeId ? { eventTypeId: info.eventTypeId } : {}),
    ...(info?.eventCategoryId ? { eventCategoryId: info.eventCategoryId } : {}),
    ...(info?.title ? { title: info.title } : {}),
    ...(info?.subtitle ? { subtitle: info.subtitle } : {}),
    ...(info?.slug ? { slug: info.slug } : {}),
    ...(info?.giftDeliveryPreference ? { giftDeliveryPreference: info.giftDeliveryPreference } : {}),
    ...(info?.gifts?.length ? { gifts: [...info.gifts] } : {}),
    firstName,
    lastName: rest.join(' '),
    email: request.email,
    phoneNumber: maskPhone(request.phoneNumber),
    preUserRequestId: request.id,
    useUserPassword: true,
  };
}

/** The gifts step's offer, kept with the draft once step 1 fetched it. */
export type WizardGifts = TWizardGift[];
