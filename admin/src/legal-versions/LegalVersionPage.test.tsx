import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { legalVersion } from '../test/fixtures';
import { fakeDataProvider, renderScreen } from '../test/render';

describe('a version of the legal texts', () => {
  it('shows the texts the version put in force, when and by whom', async () => {
    const getLegalVersion = vi.fn(async () => legalVersion);
    renderScreen('/legal-versions/2', { dataProvider: fakeDataProvider({ getLegalVersion }) });

    expect(await screen.findByRole('heading', { name: 'Textos legais — versão 2' })).toBeInTheDocument();
    expect(getLegalVersion).toHaveBeenCalledWith(2);
    expect(
      screen.getByText('Em vigor desde 01/03/2030 12:00 · publicada por Ana Souza <ana@celebra.dev>'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Primeira política' })).toBeInTheDocument();
    expect(screen.getByText('Guardamos por 12 meses.')).toBeInTheDocument();
    expect(screen.getByText('Os termos desta versão.')).toBeInTheDocument();
  });

  it('says so when the version was overwritten before versions were kept', async () => {
    const getLegalVersion = async () => ({
      ...legalVersion,
      version: 1,
      publishedAt: null,
      publishedBy: null,
      textKept: false,
      privacyPolicy: null,
      termsOfUse: null,
    });
    renderScreen('/legal-versions/1', { dataProvider: fakeDataProvider({ getLegalVersion }) });
    expect(await screen.findByText(/O texto desta versão não foi guardado/)).toBeInTheDocument();
  });
});
