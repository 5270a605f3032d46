import { PANEL_COLOR_LOW_CONTRAST_MESSAGE } from '@celebra/shared/messages';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { ColorField } from './ColorField';

function Form({ color }: { color: string }) {
  const { control } = useForm({ defaultValues: { color } });
  return <ColorField control={control} name="color" label="Cor primária" />;
}

describe('ColorField', () => {
  it('warns, without blocking, once the colour typed would be hard to read as text', async () => {
    render(<Form color="#7B1FA2" />);
    expect(screen.queryByText(PANEL_COLOR_LOW_CONTRAST_MESSAGE)).not.toBeInTheDocument();
    const user = userEvent.setup();
    const field = screen.getByRole('textbox', { name: 'Cor primária' });
    await user.clear(field);
    await user.type(field, '#FFEB3B');
    expect(screen.getByRole('alert')).toHaveTextContent(PANEL_COLOR_LOW_CONTRAST_MESSAGE);
    expect(field).toHaveValue('#FFEB3B');
  });

  it("says nothing for the demo's pink, which the panel darkens invisibly", () => {
    render(<Form color="#E91E63" />);
    expect(screen.queryByText(PANEL_COLOR_LOW_CONTRAST_MESSAGE)).not.toBeInTheDocument();
  });
});
