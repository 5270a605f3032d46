import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiCall, json, mockApi } from '../../../../../test/api-mock';
import { renderWithProviders } from '../../../../../test/render';

const SEARCH = apiCall('geoSearch');
const ADDRESS = 'Avenida Paulista, 1000, São Paulo - SP';

/** The component as built with (or without) a tile server: the URL is read when the module loads. */
async function loadMap(tileUrl: string) {
  vi.stubEnv('VITE_MAP_TILE_URL', tileUrl);
  vi.resetModules();
  return (await import('./EventPlaceMap')).EventPlaceMap;
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('the event map', () => {
  it('without a tile server: the address and a link, and no request at all', async () => {
    const EventPlaceMap = await loadMap('');
    const api = mockApi({});
    renderWithProviders(<EventPlaceMap latitude={-23.56} longitude={-46.65} address={ADDRESS} />);
    const link = await screen.findByRole('link', { name: 'Google Maps' });
    expect(link.getAttribute('href')).toContain('destination=-23.56%2C-46.65');
    expect(screen.getByText(ADDRESS)).toBeInTheDocument();
    expect(api.fetch).not.toHaveBeenCalled();
  });

  it('with tiles: the coordinates from the geocoding search when the event has none', async () => {
    const EventPlaceMap = await loadMap('https://tiles.test/{z}/{x}/{y}.png');
    const api = mockApi({
      [SEARCH]: () =>
        json({ success: true, message: 'ok', results: [{ lat: -23.56, lon: -46.65, name: 'Paulista' }] }),
    });
    renderWithProviders(<EventPlaceMap latitude={null} longitude={null} address={ADDRESS} />);
    expect(await screen.findByRole('region', { name: `Mapa: ${ADDRESS}` })).toBeInTheDocument();
    expect(api.to(SEARCH).map((request) => request.query.get('q'))).toEqual([ADDRESS]);
  });

  it('with tiles: the event coordinates, without searching', async () => {
    const EventPlaceMap = await loadMap('https://tiles.test/{z}/{x}/{y}.png');
    const api = mockApi({});
    renderWithProviders(<EventPlaceMap latitude={-23.56} longitude={-46.65} address={ADDRESS} />);
    expect(await screen.findByRole('region', { name: `Mapa: ${ADDRESS}` })).toBeInTheDocument();
    expect(api.to(SEARCH)).toHaveLength(0);
  });

  it('a failed search is only logged: the address stays, with its link', async () => {
    const EventPlaceMap = await loadMap('https://tiles.test/{z}/{x}/{y}.png');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    mockApi({ [SEARCH]: () => json({ success: false, message: 'Serviço indisponível.' }, 503) });
    renderWithProviders(<EventPlaceMap latitude={null} longitude={null} address={ADDRESS} />);
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(screen.getByRole('link', { name: 'Waze' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /Mapa/ })).not.toBeInTheDocument();
  });
});
