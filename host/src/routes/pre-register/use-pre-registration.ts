import { apiRoutes, ZUsersGetPreRegistrationErrorSchema } from '@celebra/shared/api';
import { isApiError } from '@celebra/shared/client';
import type { TUserRequest } from '@celebra/shared/models';
import { useAlert } from '@celebra/ui/alert';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { api } from '../../common/api';
import { forgetPreRegisterToken, readPreRegisterToken, savePreRegisterToken } from './pre-register-token';

/** Whether a failed call says the account already exists (its body carries accountCreated). */
function saysAccountCreated(error: unknown): boolean {
  if (!isApiError(error)) return false;
  return ZUsersGetPreRegistrationErrorSchema.safeParse(error.body).data?.accountCreated === true;
}

/** The server's answer to a browser without a valid proof for the address (the same for any address). */
const isProofNeeded = (error: unknown) => isApiError(error) && error.status === 403;

/**
 * What the page shows: nothing looked up yet; the request (whether its e-mail is proven, the
 * support chat's number, null when the platform has none, and how long an event usually takes
 * once the wizard is sent, null when the platform cannot tell yet); the offer to mail the access link,
 * for an address this browser holds no proof of; the password asked to confirm the e-mail on
 * another device.
 */
export type TPreRegistrationView =
  | { kind: 'none' }
  | {
      kind: 'request';
      request: TUserRequest;
      emailVerified: boolean;
      supportWhatsapp: string | null;
      usualWaitMinutes: number | null;
    }
  | { kind: 'access'; email: string }
  | { kind: 'password'; email: string; code: string };

/**
 * The pre-registration look-up (POST /users/pre-register/get) with this browser's proof, and the
 * access link's confirmation (POST /users/pre-register/verify). Once the account exists the host
 * is sent to the login with 'Sua conta foi criada com sucesso!'.
 */
export function usePreRegistration() {
  const alert = useAlert();
  const navigate = useNavigate();
  const [view, setView] = useState<TPreRegistrationView>({ kind: 'none' });
  const [loading, setLoading] = useState(false);

  const accountReady = useCallback(() => {
    alert.show({
      severity: 'success',
      title: 'Sua conta foi criada com sucesso!',
      text: 'Faça o login para começar a usar o site.',
    });
    navigate('/login', { replace: true });
  }, [alert, navigate]);

  const lookup = useCallback(
    async (email: string) => {
      const token = readPreRegisterToken(email);
      if (!token) {
        setView({ kind: 'access', email });
        return;
      }
      setLoading(true);
      try {
        const answer = await api.call(apiRoutes.usersGetPreRegistration, { body: { email, token } });
        if (answer.accountCreated) accountReady();
        else
          setView({
            kind: 'request',
            request: answer.userRequest,
            emailVerified: answer.emailVerified,
            supportWhatsapp: answer.supportWhatsapp,
            usualWaitMinutes: answer.usualWaitMinutes ?? null,
          });
      } catch (error) {
        if (saysAccountCreated(error)) accountReady();
        else if (isProofNeeded(error)) {
          forgetPreRegisterToken(email);
          setView({ kind: 'access', email });
        } else alert.error(error, 'Erro ao buscar informações.');
      } finally {
        setLoading(false);
      }
    },
    [alert, accountReady],
  );

  /** The access link opened (its code), with this browser's proof, or the password when asked. */
  const confirm = useCallback(
    async (email: string, code: string, password?: string) => {
      setLoading(true);
      try {
        const token = readPreRegisterToken(email);
        const answer = await api.call(apiRoutes.usersVerifyPreRegistration, {
          body: { email, code, ...(token ? { token } : {}), ...(password ? { password } : {}) },
        });
        if (answer.token) {
          savePreRegisterToken(email, answer.token);
          await lookup(email);
        } else setView({ kind: 'password', email, code });
      } catch (error) {
        if (saysAccountCreated(error)) accountReady();
        else {
          alert.error(error, 'Erro ao confirmar o e-mail.');
          // A dead link (expired, or used already) leaves the offer of a new one.
          setView({ kind: 'access', email });
        }
      } finally {
        setLoading(false);
      }
    },
    [alert, accountReady, lookup],
  );

  return { view, loading, lookup, confirm, reset: () => setView({ kind: 'none' }) };
}
