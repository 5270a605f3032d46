import {
  DELIVERY_ALREADY_DECIDED_MESSAGE,
  DELIVERY_DECISION_INVALID_MESSAGE,
  DELIVERY_DECISION_REASON_REQUIRED_MESSAGE,
  DELIVERY_DECISION_SAVED_MESSAGE,
} from '@celebra/shared/messages';
import type { TDelivery } from '@celebra/shared/models';
import { apiCall, expectConsoleError, json } from '@celebra/ui/test-support';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { brl, renderScreen } from '../test/render';
import { deliveriesApi, delivery, LIST, listAnswer } from './delivery-test-api';

const refunded: TDelivery = {
  ...delivery,
  status: 'SENT',
  cost: 500,
  supplier: 'Loja Centro',
  carrier: 'Correios',
  trackingCode: 'BR123456789BR',
  refundedAfterBuying: true,
  convertible: false,
};
const DECIDE = apiCall('adminDecideDelivery', { id: refunded.id });

function withRefunded(line: TDelivery, answer?: () => Response) {
  return deliveriesApi({
    [LIST]: () => listAnswer([line]),
    [DECIDE]:
      answer ??
      (() =>
        json({
          success: true,
          message: DELIVERY_DECISION_SAVED_MESSAGE,
          delivery: { ...line, refundDecision: 'PLATFORM_ABSORBS' },
        })),
  });
}

async function openDecision() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: `Decidir reembolso #${refunded.id}` }));
  return { user, dialog: await screen.findByRole('dialog') };
}

async function choose(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement, decision: string) {
  await user.click(within(dialog).getByRole('combobox', { name: 'Decisão' }));
  await user.click(screen.getByRole('option', { name: decision }));
}

describe("'Entregas': a line refunded after it was bought", () => {
  it('is marked in the list and asks for the decision', async () => {
    const { dataProvider } = withRefunded(refunded);
    renderScreen('/deliveries', { dataProvider });
    const row = (await screen.findByText('Jogo de panelas antiaderentes')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Reembolsado após a compra')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Decidir reembolso #41' })).toBeInTheDocument();
  });

  it.each([
    [
      'Plataforma assume',
      'PLATFORM_ABSORBS',
      `O saldo do casal aumenta ${brl(569.05)}: a plataforma assume a perda.`,
    ],
    [
      'Cobrar do casal',
      'CHARGE_COUPLE',
      `O saldo do casal não muda: os ${brl(569.05)} do presente continuam descontados (se o saldo ficar negativo, os próximos presentes cobrem a diferença).`,
    ],
  ])(
    "'%s': the reason, the effect on the couple's balance confirmed, then sent",
    async (label, decision, effect) => {
      const { api, dataProvider } = withRefunded(refunded);
      renderScreen('/deliveries', { dataProvider });
      const { user, dialog } = await openDecision();
      // Nothing chosen, no reason: both named before anything is sent.
      await user.click(within(dialog).getByRole('button', { name: 'Registrar decisão' }));
      expect(await within(dialog).findByText(DELIVERY_DECISION_INVALID_MESSAGE)).toBeInTheDocument();
      expect(within(dialog).getByText(DELIVERY_DECISION_REASON_REQUIRED_MESSAGE)).toBeInTheDocument();
      await choose(user, dialog, label);
      await user.type(within(dialog).getByLabelText('Motivo'), 'Casal já recebeu o presente');
      await user.click(within(dialog).getByRole('button', { name: 'Registrar decisão' }));
      expect(
        await screen.findByText(`Confirma "${label}" para a entrega #41? A decisão não pode ser desfeita.`),
      ).toBeInTheDocument();
      expect(screen.getByText(effect)).toBeInTheDocument();
      expect(api.to(DECIDE)).toHaveLength(0);
      await user.click(screen.getByRole('button', { name: 'Sim' }));
      await waitFor(() => expect(api.to(DECIDE)).toHaveLength(1));
      expect(api.to(DECIDE)[0]?.body).toEqual({
        decision,
        reason: 'Casal já recebeu o presente',
      });
      expect(await screen.findByText(DELIVERY_DECISION_SAVED_MESSAGE)).toBeInTheDocument();
    },
  );

  it("'Cancelar' on the confirmation sends nothing", async () => {
    const { api, dataProvider } = withRefunded(refunded);
    renderScreen('/deliveries', { dataProvider });
    const { user, dialog } = await openDecision();
    await choose(user, dialog, 'Cobrar do casal');
    await user.type(within(dialog).getByLabelText('Motivo'), 'Combinado com o casal');
    await user.click(within(dialog).getByRole('button', { name: 'Registrar decisão' }));
    await user.click(await screen.findByRole('button', { name: 'Cancelar' }));
    expect(api.to(DECIDE)).toHaveLength(0);
  });

  it("the server's refusal is shown as it comes", async () => {
    // react-admin logs the failed call before the screen shows its message.
    expectConsoleError(DELIVERY_ALREADY_DECIDED_MESSAGE);
    const { dataProvider } = withRefunded(refunded, () =>
      json({ success: false, message: DELIVERY_ALREADY_DECIDED_MESSAGE }, 409),
    );
    renderScreen('/deliveries', { dataProvider });
    const { user, dialog } = await openDecision();
    await choose(user, dialog, 'Plataforma assume');
    await user.type(within(dialog).getByLabelText('Motivo'), 'Erro do fornecedor');
    await user.click(within(dialog).getByRole('button', { name: 'Registrar decisão' }));
    await user.click(await screen.findByRole('button', { name: 'Sim' }));
    expect(await screen.findByText(DELIVERY_ALREADY_DECIDED_MESSAGE)).toBeInTheDocument();
  });

  it('once decided, the line shows the decision and its reason, and offers it no more', async () => {
    const decided: TDelivery = {
      ...refunded,
      refundDecision: 'CHARGE_COUPLE',
      refundDecisionReason: 'Combinado com o casal',
      refundDecidedAt: '2026-11-28T15:00:00.000Z',
    };
    const { dataProvider } = withRefunded(decided);
    renderScreen('/deliveries', { dataProvider });
    const row = (await screen.findByText('Jogo de panelas antiaderentes')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Reembolsado após a compra: Cobrar do casal')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(within(row).getByRole('button', { name: 'Atualizar status #41' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/^Decisão: Cobrar do casal/)).toBeInTheDocument();
    expect(within(dialog).getByText('Motivo: Combinado com o casal')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Registrar decisão' })).not.toBeInTheDocument();
  });
});
