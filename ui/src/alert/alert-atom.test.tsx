import { ApiError } from '@celebra/shared/client';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { describe, expect, it } from 'vitest';
import { type TAlertTitles, useAlert } from './alert-atom';
import { ConnectedAlertDialog } from './ConnectedAlertDialog';

const TITLES: TAlertTitles = { error: 'Ops!', success: 'Tudo certo!', warning: 'Atenção!' };

/** An app's root as the apps hold it: its dialog reads the shared atom, with the app's titles and icons. */
function AppDialog() {
  return <ConnectedAlertDialog titles={TITLES} icon={(severity) => <span>ícone {severity}</span>} />;
}

/** A screen with one button per way of calling the alert. */
function Screen({ failure, onClose }: { failure?: unknown; onClose?: () => void }) {
  const alert = useAlert();
  return (
    <>
      <button type="button" onClick={() => alert.error(failure, 'Erro ao salvar.')}>
        falhar
      </button>
      <button type="button" onClick={() => alert.success('Salvo.')}>
        salvar
      </button>
      <button type="button" onClick={() => alert.warning('Preencha o nome.', 'Cuidado!')}>
        avisar
      </button>
      <button type="button" onClick={() => alert.show({ severity: 'success', text: 'Enviado.', onClose })}>
        enviar
      </button>
    </>
  );
}

function renderApp(failure?: unknown, onClose?: () => void) {
  render(
    <Provider store={createStore()}>
      <Screen failure={failure} {...(onClose ? { onClose } : {})} />
      <AppDialog />
    </Provider>,
  );
}

describe('useAlert', () => {
  it("shows an error with the app's error title and the caller's fallback text", () => {
    renderApp(new ApiError('Internal', 500));
    fireEvent.click(screen.getByRole('button', { name: 'falhar' }));
    const dialog = screen.getByRole('dialog', { name: 'Ops!' });
    expect(dialog).toHaveAccessibleDescription('Erro ao salvar.');
  });

  it("shows the server's message when the failure carries one", () => {
    renderApp(new ApiError('Conflict', 409, undefined, 'http', { serverMessage: 'E-mail já cadastrado.' }));
    fireEvent.click(screen.getByRole('button', { name: 'falhar' }));
    expect(screen.getByRole('dialog', { name: 'Ops!' })).toHaveAccessibleDescription('E-mail já cadastrado.');
  });

  it("shows a success with the app's title, and a caller's own title over the app's", async () => {
    renderApp();
    fireEvent.click(screen.getByRole('button', { name: 'salvar' }));
    expect(screen.getByRole('dialog', { name: 'Tudo certo!' })).toHaveAccessibleDescription('Salvo.');
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    fireEvent.click(screen.getByRole('button', { name: 'avisar' }));
    expect(screen.getByRole('dialog', { name: 'Cuidado!' })).toHaveAccessibleDescription('Preencha o nome.');
  });

  it("draws the app's icon for the severity, and closing tells the one who opened the alert", async () => {
    const closed: string[] = [];
    renderApp(undefined, () => closed.push('fechado'));
    fireEvent.click(screen.getByRole('button', { name: 'enviar' }));
    expect(screen.getByRole('dialog', { name: 'Tudo certo!' })).toHaveTextContent('ícone success');
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(closed).toEqual(['fechado']);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('keeps an alert raised while another is open until that one is closed, and answers a question', async () => {
    const answers: boolean[] = [];
    function Asking() {
      const alert = useAlert();
      return (
        <button
          type="button"
          onClick={() => {
            void alert
              .confirm({ title: 'Excluir?', text: 'Não pode ser desfeito.', yes: 'Sim', no: 'Cancelar' })
              .then((answer) => answers.push(answer));
            alert.error(undefined, 'Falhou.');
          }}
        >
          perguntar
        </button>
      );
    }
    render(
      <Provider store={createStore()}>
        <Asking />
        <AppDialog />
      </Provider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'perguntar' }));
    expect(screen.getByRole('dialog', { name: 'Excluir?' })).toHaveAccessibleDescription(
      'Não pode ser desfeito.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(answers).toEqual([false]));
    // The error raised meanwhile was not lost under the question: it comes next.
    expect(await screen.findByRole('dialog', { name: 'Ops!' })).toHaveAccessibleDescription('Falhou.');
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
