import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { type AlertContent, AlertDialog } from './AlertDialog';

/** The dialog as an app holds it: the alert in state, cleared on close; the answers are recorded. */
function Host({ initial, answers }: { initial: AlertContent; answers: boolean[] }) {
  const [alert, setAlert] = useState<AlertContent | null>(initial);
  return (
    <AlertDialog
      alert={alert}
      onClose={(answer) => {
        answers.push(answer);
        setAlert(null);
      }}
    />
  );
}

describe('AlertDialog', () => {
  it('shows a title and a text, named by them, and closes on OK', async () => {
    const answers: boolean[] = [];
    render(
      <Host initial={{ title: 'Erro!', text: 'Tente novamente.', icon: <span>!</span> }} answers={answers} />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Erro!' });
    expect(dialog).toHaveAccessibleDescription('Tente novamente.');
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(answers).toEqual([true]);
    // The text stays while the dialog fades out.
    expect(screen.getByText('Tente novamente.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('asks a question: no answers false, yes answers true', () => {
    const question = { title: 'Atenção!', text: 'Remover?', question: { yes: 'Sim', no: 'Cancelar' } };
    const answers: boolean[] = [];
    const { unmount } = render(<Host initial={question} answers={answers} />);
    expect(screen.queryByRole('button', { name: 'OK' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    unmount();
    render(<Host initial={question} answers={answers} />);
    fireEvent.click(screen.getByRole('button', { name: 'Sim' }));
    expect(answers).toEqual([false, true]);
  });
});
