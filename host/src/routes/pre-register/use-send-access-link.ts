import { apiRoutes } from '@celebra/shared/api';
import { useAlert } from '@celebra/ui/alert';
import { useState } from 'react';
import { api } from '../../common/api';

/**
 * POST /users/pre-register/send-code: mails the access link to the address. The server answers
 * the same whether or not the address has a pre-registration; that answer is what is shown.
 */
export function useSendAccessLink() {
  const alert = useAlert();
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<string | null>(null);

  const send = async (email: string) => {
    setSending(true);
    try {
      const answer = await api.call(apiRoutes.usersSendPreRegistrationCode, { body: { email } });
      setSent(answer.message);
    } catch (error) {
      alert.error(error, 'Erro ao enviar o link de acesso.');
    } finally {
      setSending(false);
    }
  };

  return { send, sending, sent };
}
