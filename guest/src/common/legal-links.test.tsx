import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { ConsentNote, LegalLinks } from './legal-links';
import { matchRoute } from './router';

describe('the legal links', () => {
  it('the footer links both pages, in a new tab', () => {
    renderWithProviders(<LegalLinks />);
    expect(screen.getByRole('link', { name: 'Política de Privacidade' })).toHaveAttribute(
      'href',
      '/privacidade',
    );
    expect(screen.getByRole('link', { name: 'Termos de Uso' })).toHaveAttribute('target', '_blank');
  });

  it.each([
    ['message', 'Seu nome, e-mail e recado vão para os anfitriões'],
    ['confirmation', 'Seu nome, contato, acompanhantes e respostas vão para os anfitriões'],
    ['purchase', 'o pagamento é processado pelo Mercado Pago'],
  ] as const)("the %s form's note says what goes where and links the policy", (form, text) => {
    renderWithProviders(<ConsentNote form={form} />);
    expect(screen.getByText(new RegExp(text))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Política de Privacidade' })).toHaveAttribute(
      'href',
      '/privacidade',
    );
  });

  it('the paths are the legal pages, not event slugs', () => {
    expect(matchRoute('/privacidade')).toEqual({ page: 'legal', document: 'privacy' });
    expect(matchRoute('/Termos/')).toEqual({ page: 'legal', document: 'terms' });
    expect(matchRoute('/termos-da-festa')).toEqual({ page: 'event', slug: 'termos-da-festa' });
  });
});
