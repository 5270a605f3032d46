import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { BrowserRouter, matchRoute, useNavigate, useRoute, useSearchParams } from './router';

describe('matchRoute: the first path segment is the event slug', () => {
  it('reads the slug from the first path segment, whatever follows it', () => {
    expect(matchRoute('/ana-e-pedro')).toEqual({ page: 'event', slug: 'ana-e-pedro' });
    expect(matchRoute('/ana-e-pedro/')).toEqual({ page: 'event', slug: 'ana-e-pedro' });
    expect(matchRoute('/ana-e-pedro/presentes/1')).toEqual({ page: 'event', slug: 'ana-e-pedro' });
  });

  it('decodes the slug as typed, and keeps a malformed escape as it is', () => {
    expect(matchRoute('/jo%C3%A3o-e-maria')).toEqual({ page: 'event', slug: 'joão-e-maria' });
    expect(matchRoute('/ana%zz')).toEqual({ page: 'event', slug: 'ana%zz' });
  });

  it('has no event at the root', () => {
    expect(matchRoute('/')).toEqual({ page: 'event', slug: '' });
  });

  it('knows the checkout return page, in any letter case, and nothing below it', () => {
    expect(matchRoute('/page/checkout-success')).toEqual({ page: 'checkout-success' });
    expect(matchRoute('/Page/Checkout-Success/')).toEqual({ page: 'checkout-success' });
    // Only that exact page: anything else under /page is an event site whose slug is 'page'.
    expect(matchRoute('/page')).toEqual({ page: 'event', slug: 'page' });
    expect(matchRoute('/page/checkout-success/x')).toEqual({ page: 'event', slug: 'page' });
  });
});

function Where() {
  const route = useRoute();
  const params = useSearchParams();
  const navigate = useNavigate();
  return (
    <>
      <p>{route.page === 'event' ? `evento ${route.slug}` : 'retorno do pagamento'}</p>
      <p>{`evento no endereço: ${params.get('event') ?? '-'}`}</p>
      <button type="button" onClick={() => navigate('/page/checkout-success?event=ana-e-pedro')}>
        Ir
      </button>
    </>
  );
}

describe('BrowserRouter', () => {
  it('follows the address bar: navigate adds a history entry, and Back goes back', async () => {
    window.history.replaceState(null, '', '/ana-e-pedro');
    const user = userEvent.setup();
    render(
      <BrowserRouter>
        <Where />
      </BrowserRouter>,
    );
    expect(screen.getByText('evento ana-e-pedro')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Ir' }));
    expect(screen.getByText('retorno do pagamento')).toBeInTheDocument();
    expect(screen.getByText('evento no endereço: ana-e-pedro')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/page/checkout-success');

    // What Back does: the address changes, then the browser says so.
    act(() => {
      window.history.replaceState(null, '', '/ana-e-pedro');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(screen.getByText('evento ana-e-pedro')).toBeInTheDocument();
    expect(screen.getByText('evento no endereço: -')).toBeInTheDocument();
  });
});
