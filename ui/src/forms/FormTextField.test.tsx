import { fireEvent, render, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { FormSelectField } from './FormSelectField';
import { FormTextField } from './FormTextField';

type Values = { phone: string; kind: string };

function Form({
  hideErrorText = false,
  onValue,
}: {
  hideErrorText?: boolean;
  onValue?: (v: Values) => void;
}) {
  const { control, handleSubmit, setError } = useForm<Values>({ defaultValues: { phone: '', kind: 'a' } });
  return (
    <form
      onSubmit={handleSubmit((values) => {
        onValue?.(values);
        setError('phone', { message: 'Telefone inválido.' });
      })}
    >
      <FormTextField
        control={control}
        name="phone"
        label="Telefone"
        helperText="Com DDD"
        mask={(text) => text.replace(/\D/g, '')}
        hideErrorText={hideErrorText}
      />
      <FormSelectField
        control={control}
        name="kind"
        label="Tipo"
        choices={[
          { value: 'a', label: 'Casamento' },
          { value: 'b', label: 'Aniversário' },
        ]}
      />
      <button type="submit">Enviar</button>
    </form>
  );
}

describe('FormTextField', () => {
  it('keeps what the mask leaves of the typing, and shows the field message in place of the help', async () => {
    let sent: Values | undefined;
    render(<Form onValue={(values) => (sent = values)} />);
    const input = screen.getByLabelText('Telefone');
    fireEvent.change(input, { target: { value: '(11) 9-12' } });
    expect(input).toHaveValue('11912');
    expect(screen.getByText('Com DDD')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('Telefone inválido.')).toBeInTheDocument();
    expect(sent).toEqual({ phone: '11912', kind: 'a' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });

  it('announces the field message as it appears, and the help text not at all', async () => {
    render(<Form />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Telefone inválido.');
    expect(screen.getByLabelText('Telefone')).toHaveAccessibleDescription('Telefone inválido.');
  });

  it('turns red without the message when the caller shows it elsewhere', async () => {
    render(<Form hideErrorText />);
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    const input = screen.getByLabelText('Telefone');
    await screen.findByText('Com DDD');
    await expect.poll(() => input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByText('Telefone inválido.')).not.toBeInTheDocument();
  });

  it('draws choices as a select showing the chosen label', () => {
    render(<Form />);
    expect(screen.getByRole('combobox', { name: 'Tipo' })).toHaveTextContent('Casamento');
  });
});
