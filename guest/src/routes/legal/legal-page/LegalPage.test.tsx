import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiCall, json, mockApi } from '../../../test/api-mock';
import { renderWithProviders } from '../../../test/render';
import { LegalPage } from './LegalPage';

const LEGAL = {
  success: true,
  message: 'OK',
  privacyPolicy:
    '## Quem somos\nA Celebra trata seus dados.\n\n## Seus direitos\n- acesso;\n- <b>correção</b>.',
  termsOfUse: '## O serviço\nListas de presentes.',
  dataController: { name: 'Marina Souza', email: 'dpo@celebra.com.br' },
  version: 3,
};

describe('the legal pages', () => {
  it('show the privacy policy heading by heading, as text, with the encarregado and the version', async () => {
    mockApi({ [apiCall('guestsGetLegal')]: () => json(LEGAL) });
    renderWithProviders(<LegalPage document="privacy" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Política de Privacidade' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Quem somos' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Seus direitos' })).toBeInTheDocument();
    expect(screen.getByText('A Celebra trata seus dados.')).toBeInTheDocument();
    // The administrator's text is never HTML: a tag shows as typed.
    // The items are one list, and what looks like HTML stays text.
    const items = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual(['acesso;', '<b>correção</b>.']);
    expect(screen.getByText('Versão 3')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Encarregado pelo tratamento de dados' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'dpo@celebra.com.br' })).toHaveAttribute(
      'href',
      'mailto:dpo@celebra.com.br',
    );
    expect(screen.getByRole('link', { name: 'Termos de Uso' })).toHaveAttribute('href', '/termos');
  });

  it('show the terms, and the platform contact while no encarregado is set', async () => {
    mockApi({ [apiCall('guestsGetLegal')]: () => json({ ...LEGAL, dataController: null }) });
    renderWithProviders(<LegalPage document="terms" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Termos de Uso' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'O serviço' })).toBeInTheDocument();
    expect(
      screen.getByText('Fale com a equipe de atendimento da plataforma pelos canais de contato do site.'),
    ).toBeInTheDocument();
  });
});
