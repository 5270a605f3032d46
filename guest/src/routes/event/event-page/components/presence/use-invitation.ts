import { guestsGetInvitationRoute } from '@celebra/shared/api';
import { ApiError } from '@celebra/shared/client';
import type { TInvitation } from '@celebra/shared/models';
import { useEffect, useState } from 'react';
import { api } from '../../../../../common/api';
import { useSearchParams } from '../../../../../common/router';

/**
 * A personal link's state: no link (or one that cannot be a token), its guest being read, found,
 * or unknown. A link that fails for any other reason (network, rate limit) reads as no link: the
 * guest can still answer with an empty form.
 */
export type TInvitationState =
  | { status: 'none' }
  | { status: 'loading'; token: string }
  | { status: 'found'; token: string; invitation: TInvitation }
  | { status: 'not-found' };

const TOKEN = /^[0-9a-f]{32}$/;

/** The `?convite=` token of the address, when it is shaped like one (32 hexadecimal characters). */
function useInvitationToken(): string | undefined {
  const token = useSearchParams().get('convite')?.trim().toLowerCase();
  return token && TOKEN.test(token) ? token : undefined;
}

/**
 * The guest of the personal link the site was opened with (GET /guests/invitation/{token}),
 * read when the confirmation form is near, not with the page: the first view does not wait on it.
 * A guest of another event's link is treated as unknown.
 */
export function useInvitation(eventId: number): TInvitationState {
  const token = useInvitationToken();
  const [state, setState] = useState<TInvitationState>(() =>
    token ? { status: 'loading', token } : { status: 'none' },
  );

  useEffect(() => {
    if (!token) {
      setState({ status: 'none' });
      return;
    }
    const controller = new AbortController();
    setState({ status: 'loading', token });
    api
      .call(guestsGetInvitationRoute, { params: { token }, signal: controller.signal })
      .then(({ invitation }) =>
        setState(
          invitation.eventId === eventId ? { status: 'found', token, invitation } : { status: 'not-found' },
        ),
      )
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        const unknown = error instanceof ApiError && error.status === 404;
        setState(unknown ? { status: 'not-found' } : { status: 'none' });
      });
    return () => controller.abort();
  }, [token, eventId]);

  return state;
}
