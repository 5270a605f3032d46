import { render, renderHook, screen, waitFor } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { App } from '../../../App';
import { MemoryRouter } from '../../../common/router';
import { apiCall, json, mockApi } from '../../../test/api-mock';
import { eventAnswer, makeEvent } from '../../../test/fixtures';
import { findEventPage, renderApp } from '../../../test/render';
import { EMBEDDED_EVENT_ID } from './embedded-event';
import { usePublicEvent } from './use-public-event';

const GET_EVENT = apiCall('guestsGetEvent', { slug: 'ana-e-pedro' });

/** The event as the server writes it into the page of an open site's address. */
function embed(text: string) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = EMBEDDED_EVENT_ID;
  script.textContent = text;
  document.body.append(script);
}

afterEach(() => {
  document.getElementById(EMBEDDED_EVENT_ID)?.remove();
});

describe('the event the page came with', () => {
  it('is the first render: the site shows at once, without calling the API', async () => {
    const api = mockApi({ [GET_EVENT]: () => json(eventAnswer()) });
    embed(JSON.stringify(eventAnswer()));
    renderApp('/ana-e-pedro');
    // No loading state in between: the first render is the page the server rendered.
    expect(screen.getByRole('heading', { level: 1, name: 'Ana & Pedro' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Carregando' })).not.toBeInTheDocument();
    await findEventPage();
    expect(api.to(GET_EVENT)).toHaveLength(0);
    expect(document.getElementById(EMBEDDED_EVENT_ID)).toBeNull();
  });

  it('serves the slug as the API reads it (letter case), and only once', async () => {
    const api = mockApi({ [GET_EVENT]: () => json(eventAnswer()) });
    embed(JSON.stringify(eventAnswer()));
    const first = renderApp('/Ana-E-Pedro');
    await findEventPage();
    expect(api.fetch).not.toHaveBeenCalled();
    first.unmount();
    renderApp('/ana-e-pedro');
    await findEventPage();
    expect(api.to(GET_EVENT)).toHaveLength(1);
  });

  it("is not another event's: the site calls the API for its own", async () => {
    const api = mockApi({
      [apiCall('guestsGetEvent', { slug: 'outro' })]: () =>
        json(eventAnswer(makeEvent({ slug: 'outro', title: 'Outro' }))),
    });
    embed(JSON.stringify(eventAnswer()));
    renderApp('/outro');
    expect(await screen.findByRole('heading', { level: 1, name: 'Outro' })).toBeInTheDocument();
    expect(api.fetch).toHaveBeenCalledTimes(1);
  });

  it('is ignored when it is not an answer with an event', async () => {
    for (const text of ['{not json', JSON.stringify({ success: true }), 'null']) {
      const api = mockApi({ [GET_EVENT]: () => json(eventAnswer()) });
      embed(text);
      const view = renderApp('/ana-e-pedro');
      await findEventPage();
      expect(api.to(GET_EVENT), text).toHaveLength(1);
      view.unmount();
    }
  });

  it('holds under StrictMode (effects run twice): no call, no loading state', async () => {
    const api = mockApi({ [GET_EVENT]: () => json(eventAnswer()) });
    embed(JSON.stringify(eventAnswer()));
    render(
      <StrictMode>
        <Provider store={createStore()}>
          <MemoryRouter path="/ana-e-pedro">
            <App />
          </MemoryRouter>
        </Provider>
      </StrictMode>,
    );
    await findEventPage();
    expect(screen.queryByRole('status', { name: 'Carregando' })).not.toBeInTheDocument();
    expect(api.fetch).not.toHaveBeenCalled();
  });

  it('does not stand for another slug the same page goes on to show', async () => {
    const api = mockApi({
      [GET_EVENT]: () => json(eventAnswer()),
      [apiCall('guestsGetEvent', { slug: 'outro' })]: () =>
        json(eventAnswer(makeEvent({ slug: 'outro', title: 'Outro' }))),
    });
    embed(JSON.stringify(eventAnswer()));
    const { result, rerender } = renderHook(({ slug }) => usePublicEvent(slug), {
      initialProps: { slug: 'ana-e-pedro' },
    });
    expect(result.current.state).toMatchObject({ status: 'ready', event: { title: 'Ana & Pedro' } });
    rerender({ slug: 'outro' });
    await waitFor(() =>
      expect(result.current.state).toMatchObject({ status: 'ready', event: { title: 'Outro' } }),
    );
    expect(api.to(apiCall('guestsGetEvent', { slug: 'outro' }))).toHaveLength(1);
    expect(api.to(GET_EVENT)).toHaveLength(0);
  });
});
