import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { FormPriceField } from './FormPriceField';

type Values = { price: number | null };

function Form({ price = null, onValue }: { price?: number | null; onValue: (v: Values) => void }) {
  const { control, handleSubmit } = useForm<Values>({ defaultValues: { price } });
  return (
    <form onSubmit={handleSubmit(onValue)}>
      <FormPriceField control={control} name="price" label="Valor" />
      <button type="submit">Enviar</button>
    </form>
  );
}

async function typeAndSend(typed: string, price: number | null = null) {
  const user = userEvent.setup();
  let sent: Values | undefined;
  render(<Form price={price} onValue={(values) => (sent = values)} />);
  const input = screen.getByLabelText('Valor');
  await user.clear(input);
  await user.type(input, typed);
  const whileTyping = (input as HTMLInputElement).value;
  await user.click(screen.getByRole('button', { name: 'Enviar' }));
  return { input: input as HTMLInputElement, whileTyping, sent };
}

describe('FormPriceField', () => {
  it("reads what is typed as reais, as the guest site does: '75' is R$ 75,00", async () => {
    const { input, whileTyping, sent } = await typeAndSend('75');
    expect(whileTyping).toBe('75');
    expect(sent?.price).toBe(75);
    expect(input.value).toBe('75,00');
  });

  it('takes a comma for the centavos, at most two, and thousands dots', async () => {
    expect((await typeAndSend('75,5')).sent?.price).toBe(75.5);
    document.body.innerHTML = '';
    const { whileTyping, sent } = await typeAndSend('1.234,567');
    expect(whileTyping).toBe('1.234,56');
    expect(sent?.price).toBe(1234.56);
    document.body.innerHTML = '';
    expect((await typeAndSend('1.234.567')).sent?.price).toBe(1234567);
  });

  it('shows a saved price formatted, opens a decimal keyboard and holds null when emptied', async () => {
    const user = userEvent.setup();
    let sent: Values | undefined;
    render(<Form price={1234.5} onValue={(values) => (sent = values)} />);
    const input = screen.getByLabelText('Valor') as HTMLInputElement;
    expect(input.value).toBe('1.234,50');
    expect(input.inputMode).toBe('decimal');
    await user.clear(input);
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(sent?.price).toBeNull();
  });
});
