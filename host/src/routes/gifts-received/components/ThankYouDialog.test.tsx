import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiCall, json, type TSentRequest } from '../../../test/api-mock';
import { ok } from '../../../test/fixtures';
import { renderSignedIn } from '../../../test/render';

const gift = (id: number, guestName: string, changes: Record<string, unknown> = {}) => ({
  id,
  guestName,
  guestEmail: 'bruno@example.com',
  guestPhone: null as string | null,
  guestMessage: null as string | null,
  thankedAt: null as string | null,
  createdAt: '2025-03-09T15:00:00.000Z',
  status: 'APPROVED',
  state: 'APPROVED',
  userAmount: 350,
  remainingAmount: 350,
  heldUntil: null,
  items: [
    { id: 1, giftName: 'Jogo de panelas', quantity: 1, amount: 200, gift: null },
    { id: 2, giftName: 'Taças', quantity: 2, amount: 100, gift: null },
  ],
  ...changes,
});

const common = {
  [apiCall('usersGetTransactionTotals', { eventId: 7 })]: () =>
    json(
      ok({
        totalReceived: 0,
        totalTransferred: 0,
        totalAvailable: 0,
        totalPending: 0,
        totalHeld: 0,
        totalReserved: 0,
        totalBought: 0,
        releases: [],
      }),
    ),
  [apiCall('usersGetPayoutDestination')]: () => json(ok({ destination: null })),
  [apiCall('usersListPayouts', { eventId: 7 })]: () => json(ok({ payouts: [] })),
};

/** A server that keeps the gifts' thank-you marks, as the real one does. */
function server(gifts: ReturnType<typeof gift>[]) {
  return {
    ...common,
    [apiCall('usersListReceivedGifts', { eventId: 7 })]: () =>
      json(ok({ unthankedCount: gifts.filter((g) => !g.thankedAt).length, receivedGifts: gifts })),
    [apiCall('usersMarkGiftThanked', { eventId: 7, purchaseId: 1 })]: (request: TSentRequest) => {
      const thanked = (request.body as { thanked: boolean }).thanked;
      const target = gifts.find((g) => g.id === 1);
      if (target) target.thankedAt = thanked ? '2025-03-10T15:00:00.000Z' : null;
      return json(ok({ thankedAt: target?.thankedAt ?? null }));
    },
  };
}

describe('the thank-you tracker', () => {
  it("shows the guest's message quoted, counts what is left to thank, marks and undoes", async () => {
    const user = userEvent.setup();
    const { api } = renderSignedIn(
      '/gifts-received',
      server([
        gift(1, 'Bruno Lima', { guestMessage: 'Felicidades ao casal!' }),
        gift(2, 'Carla Dias', { thankedAt: '2025-03-08T15:00:00.000Z' }),
      ]),
    );

    expect(await screen.findByText('Faltam agradecer: 1 presente')).toBeInTheDocument();
    const bruno = await screen.findByRole('listitem', { name: 'Presente de Bruno Lima' });
    const quote = within(bruno).getByLabelText('Mensagem de Bruno Lima');
    expect(quote).toHaveTextContent('“Felicidades ao casal!”');
    expect(quote).toHaveStyle({ overflowWrap: 'anywhere' });
    const carla = screen.getByRole('listitem', { name: 'Presente de Carla Dias' });
    expect(within(carla).getByText('Agradecido em 08/03')).toBeInTheDocument();

    await user.click(within(bruno).getByRole('button', { name: 'Marcar como agradecido' }));

    expect(await screen.findByText('Todos os presentes foram agradecidos!')).toBeInTheDocument();
    expect(api.to(apiCall('usersMarkGiftThanked', { eventId: 7, purchaseId: 1 })).map((r) => r.body)).toEqual(
      [{ thanked: true }],
    );
    const marked = screen.getByRole('listitem', { name: 'Presente de Bruno Lima' });
    expect(within(marked).getByText('Agradecido em 10/03')).toBeInTheDocument();

    await user.click(within(marked).getByRole('button', { name: 'Desfazer' }));

    expect(await screen.findByText('Faltam agradecer: 1 presente')).toBeInTheDocument();
    expect(api.to(apiCall('usersMarkGiftThanked', { eventId: 7, purchaseId: 1 })).map((r) => r.body)).toEqual(
      [{ thanked: true }, { thanked: false }],
    );
    expect(
      within(screen.getByRole('listitem', { name: 'Presente de Bruno Lima' })).getByRole('button', {
        name: 'Marcar como agradecido',
      }),
    ).toBeInTheDocument();
  });

  it('offers no tracker on a gift that is not approved', async () => {
    renderSignedIn('/gifts-received', {
      ...common,
      [apiCall('usersListReceivedGifts', { eventId: 7 })]: () =>
        json(
          ok({
            unthankedCount: 0,
            receivedGifts: [gift(3, 'Dora', { status: 'PENDING', state: 'PENDING', remainingAmount: 0 })],
          }),
        ),
    });
    const dora = await screen.findByRole('listitem', { name: 'Presente de Dora' });
    expect(within(dora).queryByRole('button', { name: 'Marcar como agradecido' })).not.toBeInTheDocument();
    expect(within(dora).queryByRole('button', { name: 'Agradecer' })).not.toBeInTheDocument();
  });

  it('opens a ready message the host edits, with WhatsApp and e-mail links, and marks from the dialog', async () => {
    const user = userEvent.setup();
    const { api } = renderSignedIn('/gifts-received', server([gift(1, 'Bruno Lima')]));
    const bruno = await screen.findByRole('listitem', { name: 'Presente de Bruno Lima' });

    await user.click(within(bruno).getByRole('button', { name: 'Agradecer' }));

    const dialog = await screen.findByRole('dialog', { name: 'Agradecer a Bruno Lima' });
    const text = within(dialog).getByLabelText('Mensagem de agradecimento');
    const ready =
      'Oi, Bruno! Muito obrigado pelo Jogo de panelas e Taças. Ficamos muito felizes com o seu carinho!\n\n— Ana e João';
    expect(text).toHaveValue(ready);
    expect(within(dialog).getByRole('link', { name: 'Enviar pelo WhatsApp' })).toHaveAttribute(
      'href',
      `https://wa.me/?text=${encodeURIComponent(ready)}`,
    );

    await user.clear(text);
    await user.type(text, 'Valeu, Bruno & família!');

    const edited = 'Valeu, Bruno & família!';
    expect(within(dialog).getByRole('link', { name: 'Enviar pelo WhatsApp' })).toHaveAttribute(
      'href',
      'https://wa.me/?text=Valeu%2C%20Bruno%20%26%20fam%C3%ADlia!',
    );
    expect(within(dialog).getByRole('link', { name: 'Enviar por e-mail' })).toHaveAttribute(
      'href',
      `mailto:bruno%40example.com?subject=Obrigado%20pelo%20presente!&body=${encodeURIComponent(edited)}`,
    );
    // Sending marks nothing by itself.
    expect(api.to(apiCall('usersMarkGiftThanked', { eventId: 7, purchaseId: 1 }))).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Marcar como agradecido' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.to(apiCall('usersMarkGiftThanked', { eventId: 7, purchaseId: 1 })).map((r) => r.body)).toEqual(
      [{ thanked: true }],
    );
    expect(await screen.findByText('Todos os presentes foram agradecidos!')).toBeInTheDocument();
  });

  it("sends the WhatsApp thank-you to the guest's number when the guest list has it", async () => {
    const user = userEvent.setup();
    renderSignedIn('/gifts-received', server([gift(1, 'Bruno Lima', { guestPhone: '(11) 98765-4321' })]));
    const bruno = await screen.findByRole('listitem', { name: 'Presente de Bruno Lima' });

    await user.click(within(bruno).getByRole('button', { name: 'Agradecer' }));

    const dialog = await screen.findByRole('dialog', { name: 'Agradecer a Bruno Lima' });
    const text = within(dialog).getByLabelText('Mensagem de agradecimento');
    expect((text as HTMLTextAreaElement).value).toMatch(/\n\n— Ana e João$/);
    expect(within(dialog).getByRole('link', { name: 'Enviar pelo WhatsApp' })).toHaveAttribute(
      'href',
      `https://wa.me/5511987654321?text=${encodeURIComponent((text as HTMLTextAreaElement).value)}`,
    );
  });

  it("shows the server's refusal when the mark fails", async () => {
    const user = userEvent.setup();
    renderSignedIn('/gifts-received', {
      ...server([gift(1, 'Bruno Lima')]),
      [apiCall('usersMarkGiftThanked', { eventId: 7, purchaseId: 1 })]: () =>
        json({ success: false, message: 'Só é possível marcar como agradecido um presente aprovado.' }, 400),
    });
    const bruno = await screen.findByRole('listitem', { name: 'Presente de Bruno Lima' });

    await user.click(within(bruno).getByRole('button', { name: 'Marcar como agradecido' }));

    expect(
      await screen.findByText('Só é possível marcar como agradecido um presente aprovado.'),
    ).toBeInTheDocument();
  });
});
