import { apiRoutes, ZUsersGetPreRegistrationErrorSchema } from '@celebra/shared/api';
import { isApiError } from '@celebra/shared/client';
import type { TUserRequest } from '@celebra/shared/models';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { useAlert } from '../../../common/alert/alert-atom';
import { api } from '../../../common/api';

/** Whether a failed look-up says the account already exists (its body carries accountCreated). */
function saysAccountCreated(error: unknown): boolean {
  if (!isApiError(error)) return false;
  return ZUsersGetPreRegistrationErrorSchema.safeParse(error.body).data?.accountCreated === true;
}

/**
 * The pre-registration look-up by e-mail (POST /users/pre-register/get). Once the account exists
 * the host is sent to the login with 'Sua conta foi criada com sucesso!'.
 */
export function usePreRegistration() {
  const alert = useAlert();
  const navigate = useNavigate();
  const [request, setRequest] = useState<TUserRequest | null>(null);
  const [loading, setLoading] = useState(false);

  const lookup = useCallback(
    async (email: string) => {
      const accountReady = () => {
        alert.show({
          severity: 'success',
          title: 'Sua conta foi criada com sucesso!',
          text: 'Faça o login para começar a usar o site.',
        });
        navigate('/login', { replace: true });
      };
      setLoading(true);
      try {
        const answer = await api.call(apiRoutes.usersGetPreRegistration, { body: { email } });
        if (answer.accountCreated) accountReady();
        else setRequest(answer.userRequest);
      } catch (error) {
        if (saysAccountCreated(error)) accountReady();
        else alert.error(error, 'Erro ao buscar informações.');
      } finally {
        setLoading(false);
      }
    },
    [alert, navigate],
  );

  return { request, loading, lookup, reset: () => setRequest(null) };
}
