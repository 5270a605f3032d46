import type { TGuestImportRow, TUsersPreviewGuestImportResponse } from '@celebra/shared/api';
import { GUEST_LIST_MESSAGES } from '@celebra/shared/messages';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiCall, json } from '../../../test/api-mock';
import { ok } from '../../../test/fixtures';
import { renderSignedIn } from '../../../test/render';

const handlers = {
  [apiCall('usersListGuests', { eventId: 7 })]: () => json(ok({ guests: [] })),
  [apiCall('usersGetRsvpSettings', { eventId: 7 })]: () =>
    json(ok({ rsvp: { confirmationDeadline: null, childrenMaxAge: 12, questions: [] } })),
};

const csvFile = (content: string | Uint8Array) =>
  new File([content as BlobPart], 'convidados.csv', { type: 'text/csv' });

/** 'Nome;Telefone' and 'João Gonçalves;11987654321' as Excel on a Brazilian Windows saves them. */
const windows1252 = (text: string) => Uint8Array.from([...text].map((char) => char.charCodeAt(0)));

const row = (
  line: number,
  firstName: string,
  lastName: string,
  phoneNumber = '',
  email = '',
): TGuestImportRow => ({
  line,
  firstName,
  lastName,
  email,
  phoneNumber,
});

function preview(overrides: Partial<TUsersPreviewGuestImportResponse> = {}) {
  const guests = overrides.guests ?? [row(2, 'João', 'Gonçalves', '(11) 98765-4321')];
  const total = overrides.total ?? guests.length;
  return json(
    ok({
      message: GUEST_LIST_MESSAGES.importPreviewReady(total),
      columns: [
        { header: 'Nome', field: 'firstName' },
        { header: 'Telefone', field: 'phoneNumber' },
      ],
      guests,
      total,
      errors: [],
      ...overrides,
    }),
  );
}

async function openDialog(user: ReturnType<typeof renderSignedIn>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Importar lista (CSV)' }));
  return screen.findByRole('dialog', { name: 'Importar lista (CSV)' });
}

describe('confirmations: importing a list', () => {
  it('reads an Excel file saved in Windows-1252 with its accents, shows it and imports only when confirmed', async () => {
    const { user, api } = renderSignedIn('/confirmations', {
      ...handlers,
      [apiCall('usersPreviewGuestImport', { eventId: 7 })]: () => preview(),
      [apiCall('usersImportGuests', { eventId: 7 })]: () =>
        json(ok({ message: GUEST_LIST_MESSAGES.imported(1), imported: 1, errors: [] })),
    });
    const dialog = await openDialog(user);
    expect(within(dialog).getByText(/separadas por vírgula ou ponto e vírgula/)).toBeInTheDocument();
    await user.upload(
      within(dialog).getByLabelText('Escolher arquivo CSV'),
      csvFile(windows1252('Nome;Telefone\r\nJoão Gonçalves;11987654321\r\n')),
    );

    expect(
      await within(dialog).findByRole('heading', { name: 'Confira antes de importar' }),
    ).toBeInTheDocument();
    expect(api.to(apiCall('usersPreviewGuestImport', { eventId: 7 }))[0]?.body).toEqual({
      csv: 'Nome;Telefone\r\nJoão Gonçalves;11987654321\r\n',
    });
    expect(within(dialog).getByText('1 convidado pronto para importar.')).toBeInTheDocument();
    // The file's columns and what each fills.
    const columns = within(dialog).getByRole('list', { name: 'Colunas do arquivo' });
    expect(
      within(columns)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Nome → Nome', 'Telefone → Telefone']);
    // The guests as they will be stored.
    const table = within(dialog).getByRole('table', { name: 'Primeiros convidados do arquivo' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Linha', 'Nome', 'Sobrenome', 'E-mail', 'Telefone']);
    const [, first] = within(table).getAllByRole('row');
    expect(
      within(first as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['2', 'João', 'Gonçalves', '', '(11) 98765-4321']);
    expect(api.to(apiCall('usersImportGuests', { eventId: 7 }))).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Importar 1 convidado' }));
    expect(await screen.findByText('1 convidado importado com sucesso.')).toBeInTheDocument();
    expect(api.to(apiCall('usersImportGuests', { eventId: 7 }))[0]?.body).toEqual({
      csv: 'Nome;Telefone\r\nJoão Gonçalves;11987654321\r\n',
    });
    await waitFor(() => expect(api.to(apiCall('usersListGuests', { eventId: 7 }))).toHaveLength(2));
    expect(screen.queryByRole('dialog', { name: 'Importar lista (CSV)' })).not.toBeInTheDocument();
  });

  it('reads UTF-8 with the BOM and with commas and quoted cells as sent', async () => {
    const { user, api } = renderSignedIn('/confirmations', {
      ...handlers,
      [apiCall('usersPreviewGuestImport', { eventId: 7 })]: () => preview(),
    });
    const dialog = await openDialog(user);
    const withBom = 'Nome;Sobrenome;Telefone\r\nConceição;Araújo;11987654321\r\n';
    await user.upload(
      within(dialog).getByLabelText('Escolher arquivo CSV'),
      csvFile(Uint8Array.from([0xef, 0xbb, 0xbf, ...new TextEncoder().encode(withBom)])),
    );
    await waitFor(() =>
      expect(api.to(apiCall('usersPreviewGuestImport', { eventId: 7 }))[0]?.body).toEqual({ csv: withBom }),
    );
    const quoted = 'Nome,Sobrenome,E-mail\r\n"Íris","Lima, Jr.",iris@mail.com\r\n"Ana","Costa\nSouza",\r\n';
    await user.upload(
      within(dialog).getByLabelText('Escolher arquivo CSV'),
      csvFile(new TextEncoder().encode(quoted)),
    );
    await waitFor(() =>
      expect(api.to(apiCall('usersPreviewGuestImport', { eventId: 7 }))[1]?.body).toEqual({ csv: quoted }),
    );
  });

  it('shows the first five guests and how many more there are, with an ignored column said so', async () => {
    const guests = Array.from({ length: 5 }, (_, index) => row(index + 2, `G${index}`, 'Souza'));
    const { user } = renderSignedIn('/confirmations', {
      ...handlers,
      [apiCall('usersPreviewGuestImport', { eventId: 7 })]: () =>
        preview({
          guests,
          total: 8,
          columns: [
            { header: 'Nome', field: 'firstName' },
            { header: 'Mesa', field: null },
          ],
        }),
    });
    const dialog = await openDialog(user);
    await user.upload(
      within(dialog).getByLabelText('Escolher arquivo CSV'),
      csvFile('Nome;Mesa\r\nG0;1\r\n'),
    );
    const table = await within(dialog).findByRole('table', { name: 'Primeiros convidados do arquivo' });
    expect(within(table).getAllByRole('row')).toHaveLength(6);
    expect(within(dialog).getByText('… e mais 3 convidados.')).toBeInTheDocument();
    expect(within(dialog).getByText('Mesa → não importada')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Importar 8 convidados' })).toBeEnabled();
  });

  it('a file with problems lists its lines and offers no import; a corrected file does', async () => {
    const { user, api } = renderSignedIn('/confirmations', {
      ...handlers,
      [apiCall('usersPreviewGuestImport', { eventId: 7 })]: () =>
        preview({
          message: GUEST_LIST_MESSAGES.importPreviewRejected(2),
          total: 0,
          errors: [
            { line: 3, message: GUEST_LIST_MESSAGES.importContactRequired },
            { line: 5, message: GUEST_LIST_MESSAGES.importDuplicateInFile(2) },
          ],
        }),
    });
    const dialog = await openDialog(user);
    await user.upload(within(dialog).getByLabelText('Escolher arquivo CSV'), csvFile('Nome\r\nAna\r\n'));
    expect(await within(dialog).findByText(GUEST_LIST_MESSAGES.importPreviewRejected(2))).toBeInTheDocument();
    expect(within(dialog).getByText('Linha 3: Informe o e-mail ou o telefone.')).toBeInTheDocument();
    expect(within(dialog).getByText('Linha 5: Mesmo convidado da linha 2.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /^Importar \d/ })).not.toBeInTheDocument();
    expect(api.to(apiCall('usersImportGuests', { eventId: 7 }))).toHaveLength(0);
    // The corrected file goes from the same dialog.
    api.set({ [apiCall('usersPreviewGuestImport', { eventId: 7 })]: () => preview() });
    await user.upload(within(dialog).getByLabelText('Escolher arquivo CSV'), csvFile('Nome\r\nAna\r\n'));
    expect(await within(dialog).findByRole('button', { name: 'Importar 1 convidado' })).toBeInTheDocument();
    expect(within(dialog).queryByText('Linha 3: Informe o e-mail ou o telefone.')).not.toBeInTheDocument();
  });

  it('an import refused after the preview (a guest answered meanwhile) lists the lines and stays open', async () => {
    const { user, api } = renderSignedIn('/confirmations', {
      ...handlers,
      [apiCall('usersPreviewGuestImport', { eventId: 7 })]: () => preview(),
      [apiCall('usersImportGuests', { eventId: 7 })]: () =>
        json({
          success: false,
          message: GUEST_LIST_MESSAGES.importRejected(1),
          imported: 0,
          errors: [{ line: 2, message: GUEST_LIST_MESSAGES.importAlreadyOnList }],
        }),
    });
    const dialog = await openDialog(user);
    await user.upload(within(dialog).getByLabelText('Escolher arquivo CSV'), csvFile('Nome\r\nJoão\r\n'));
    await user.click(await within(dialog).findByRole('button', { name: 'Importar 1 convidado' }));
    expect(await within(dialog).findByText(GUEST_LIST_MESSAGES.importRejected(1))).toBeInTheDocument();
    expect(within(dialog).getByText('Linha 2: Este convidado já está na lista.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Importar 1 convidado' })).not.toBeInTheDocument();
    expect(api.to(apiCall('usersListGuests', { eventId: 7 }))).toHaveLength(1);
  });

  it('a file the server cannot read says why in the dialog', async () => {
    const { user } = renderSignedIn('/confirmations', {
      ...handlers,
      [apiCall('usersPreviewGuestImport', { eventId: 7 })]: () =>
        json({ success: false, message: GUEST_LIST_MESSAGES.importNoNameColumn }, 400),
    });
    const dialog = await openDialog(user);
    await user.upload(within(dialog).getByLabelText('Escolher arquivo CSV'), csvFile('Apelido\r\nAna\r\n'));
    expect(await within(dialog).findByText(GUEST_LIST_MESSAGES.importNoNameColumn)).toBeInTheDocument();
  });

  it('offers an example file with the columns', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { user } = renderSignedIn('/confirmations', handlers);
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Baixar arquivo de exemplo' }));
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('modelo-convidados.csv');
    const blob = vi.mocked(URL.createObjectURL).mock.calls.at(-1)?.[0] as Blob;
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await blob.arrayBuffer());
    expect(text.split('\r\n')[0]).toBe('\uFEFFNome;Sobrenome;E-mail;Telefone');
  });
});
