import {
  DELIVERY_ADDRESS_MISSING_MESSAGE,
  DELIVERY_CARRIER_REQUIRED_MESSAGE,
  DELIVERY_COST_REQUIRED_MESSAGE,
  DELIVERY_STATUS_FLOW_MESSAGE,
  DELIVERY_STATUS_SAVED_MESSAGE,
  DELIVERY_SUPPLIER_REQUIRED_MESSAGE,
  DELIVERY_TRACKING_REQUIRED_MESSAGE,
} from '@celebra/shared/messages';
import type { TDelivery } from '@celebra/shared/models';
import { expectConsoleError, json } from '@celebra/ui/test-support';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../test/render';
import { deliveriesApi, delivery, LIST, listAnswer, move } from './delivery-test-api';

/** The list with one line, its PUT answered by `answer` (the moved line by default). */
function withLine(line: TDelivery, answer?: () => Response) {
  return deliveriesApi({
    [LIST]: () => listAnswer([line]),
    [move(line.id)]:
      answer ?? (() => json({ success: true, message: DELIVERY_STATUS_SAVED_MESSAGE, delivery: line })),
  });
}

async function openDialog(line: TDelivery) {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: `Atualizar status #${line.id}` }));
  return { user, dialog: await screen.findByRole('dialog') };
}

describe("'Entregas': a line's next step", () => {
  it("'A comprar' → 'Comprado': the cost in reais and the supplier, both required", async () => {
    const { api, dataProvider } = withLine(delivery);
    renderScreen('/deliveries', { dataProvider });
    const { user, dialog } = await openDialog(delivery);
    expect(within(dialog).getByText('Status atual: A comprar')).toBeInTheDocument();
    expect(within(dialog).getByText('Próximo passo: Comprado')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Marcar como Comprado' }));
    expect(await within(dialog).findByText(DELIVERY_COST_REQUIRED_MESSAGE)).toBeInTheDocument();
    expect(within(dialog).getByText(DELIVERY_SUPPLIER_REQUIRED_MESSAGE)).toBeInTheDocument();
    expect(api.to(move(delivery.id))).toHaveLength(0);
    await user.type(within(dialog).getByLabelText('Custo da compra'), '1.234,5');
    await user.type(within(dialog).getByLabelText('Fornecedor'), 'Loja Centro');
    const listed = api.to(LIST).length;
    await user.click(within(dialog).getByRole('button', { name: 'Marcar como Comprado' }));
    await waitFor(() => expect(api.to(move(delivery.id))).toHaveLength(1));
    expect(api.to(move(delivery.id))[0]?.body).toEqual({
      status: 'BOUGHT',
      cost: 1234.5,
      supplier: 'Loja Centro',
    });
    expect(await screen.findByText(DELIVERY_STATUS_SAVED_MESSAGE)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The list is read again: the line shows its new status.
    await waitFor(() => expect(api.to(LIST).length).toBeGreaterThan(listed));
  });

  it("'Comprado' → 'Enviado': the carrier and the tracking code", async () => {
    const line: TDelivery = { ...delivery, status: 'BOUGHT', cost: 500, supplier: 'Loja Centro' };
    const { api, dataProvider } = withLine(line);
    renderScreen('/deliveries', { dataProvider });
    const { user, dialog } = await openDialog(line);
    await user.click(within(dialog).getByRole('button', { name: 'Marcar como Enviado' }));
    expect(await within(dialog).findByText(DELIVERY_CARRIER_REQUIRED_MESSAGE)).toBeInTheDocument();
    expect(within(dialog).getByText(DELIVERY_TRACKING_REQUIRED_MESSAGE)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Transportadora'), 'Correios');
    await user.type(within(dialog).getByLabelText('Código de rastreio'), ' BR123456789BR ');
    await user.click(within(dialog).getByRole('button', { name: 'Marcar como Enviado' }));
    await waitFor(() =>
      expect(api.to(move(delivery.id))[0]?.body).toEqual({
        status: 'SENT',
        carrier: 'Correios',
        trackingCode: 'BR123456789BR',
      }),
    );
  });

  it("'Enviado' → 'Entregue': the day, typed dd/mm/aaaa and sent as the API's date", async () => {
    const line: TDelivery = { ...delivery, status: 'SENT', carrier: 'Correios', trackingCode: 'BR1' };
    const { api, dataProvider } = withLine(line);
    renderScreen('/deliveries', { dataProvider });
    const { user, dialog } = await openDialog(line);
    const day = within(dialog).getByLabelText('Data da entrega');
    // Today's date (São Paulo) is there to start with.
    expect((day as HTMLInputElement).value).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    await user.clear(day);
    await user.type(day, '05122026');
    await user.click(within(dialog).getByRole('button', { name: 'Marcar como Entregue' }));
    await waitFor(() =>
      expect(api.to(move(delivery.id))[0]?.body).toEqual({
        status: 'DELIVERED',
        deliveredOn: '2026-12-05',
      }),
    );
  });

  it("a line at its end ('Entregue') offers no step", async () => {
    const line: TDelivery = { ...delivery, status: 'DELIVERED', deliveredOn: '2026-12-05' };
    const { dataProvider } = withLine(line);
    renderScreen('/deliveries?filter=%7B%22status%22%3A%22ALL%22%7D', { dataProvider });
    const row = (await screen.findByText('Entregue')).closest('tr') as HTMLElement;
    expect(within(row).queryByRole('button', { name: /Atualizar status/ })).not.toBeInTheDocument();
  });

  it.each([
    [409, DELIVERY_STATUS_FLOW_MESSAGE],
    [400, DELIVERY_ADDRESS_MISSING_MESSAGE],
  ])("the server's refusal (%i) is shown as it comes, nothing said saved", async (status, message) => {
    // react-admin logs the failed update before the screen shows its message.
    expectConsoleError(message);
    const line: TDelivery = { ...delivery, status: 'BOUGHT', cost: 500, supplier: 'Loja Centro' };
    const { dataProvider } = withLine(line, () => json({ success: false, message }, status));
    renderScreen('/deliveries', { dataProvider });
    const { user, dialog } = await openDialog(line);
    await user.type(within(dialog).getByLabelText('Transportadora'), 'Correios');
    await user.type(within(dialog).getByLabelText('Código de rastreio'), 'BR123456789BR');
    await user.click(within(dialog).getByRole('button', { name: 'Marcar como Enviado' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.queryByText(DELIVERY_STATUS_SAVED_MESSAGE)).not.toBeInTheDocument();
  });
});
