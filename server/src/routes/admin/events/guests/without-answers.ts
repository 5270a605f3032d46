import type { TAdminGuest } from '@celebra/shared/api';
import type { TGuest } from '@celebra/shared/models';

/**
 * A guest without their answers to the host's questions: those (dietary needs, health) are asked by
 * the host for the host, so the back office never receives them.
 */
export function withoutAnswers({ answers: _answers, ...guest }: TGuest): TAdminGuest {
  return guest;
}
