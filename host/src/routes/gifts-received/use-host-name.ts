import { useAtomValue } from 'jotai';
import { sessionAtom } from '../../common/session';

/** The signed-in host's full name, the signature of their thank-you messages. */
export function useHostName(): string {
  const session = useAtomValue(sessionAtom);
  if (session.status !== 'signed-in') return '';
  return `${session.user.firstName} ${session.user.lastName}`.trim();
}
