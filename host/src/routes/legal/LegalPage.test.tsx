import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiCall, json, mockApi } from '../../test/api-mock';
import { renderApp } from '../../test/render';

const LEGAL = {
  success: true,
  message: 'OK',
  privacyPolicy: '## Quem somos\nA Celebra trata seus dados.',
  termsOfUse: '## O serviço\nListas de presentes.\n- <script>alert(1)</script>',
  dataController: { name: 'Marina Souza', email: 'dpo@celebra.com.br' },
  version: 2,
};

describe('the legal pages of the host app', () => {
  it('/termos is open without signing in: headings, paragraphs as text, the encarregado', async () => {
    mockApi({ [apiCall('guestsGetLegal')]: () => json(LEGAL) });
    renderApp('/termos');
    expect(await screen.findByRole('heading', { level: 1, name: 'Termos de Uso' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'O serviço' })).toBeInTheDocument();
    expect(screen.getByText('Listas de presentes.')).toBeInTheDocument();
    expect(screen.getByRole('listitem')).toHaveTextContent('<script>alert(1)</script>');
    expect(screen.getByText(/Marina Souza/)).toBeInTheDocument();
    expect(screen.getByText('Versão 2')).toBeInTheDocument();
    expect(screen.getByTestId('path')).toHaveTextContent('/termos');
  });

  it('/privacidade shows the privacy policy', async () => {
    mockApi({ [apiCall('guestsGetLegal')]: () => json(LEGAL) });
    renderApp('/privacidade');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Política de Privacidade' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Quem somos' })).toBeInTheDocument();
  });
});
