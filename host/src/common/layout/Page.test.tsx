import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Page } from './Page';

describe('Page', () => {
  it("names the browser tab after the screen's heading", () => {
    render(
      <Page title="Recados">
        <p>Nenhum recado ainda.</p>
      </Page>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Recados' })).toBeInTheDocument();
    expect(document.title).toBe('Recados · Celebra');
  });
});
