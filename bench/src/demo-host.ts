/** The demo event's address (its site at /ana-e-pedro), seeded by server/src/demo-seed. */
export const DEMO_SLUG = 'ana-e-pedro';

/** The demo host's login, seeded with the demo event (server/src/demo-seed). */
export const DEMO_HOST = { email: 'ana@celebra.dev', password: 'celebra123' } as const;

/** A signed-in host as the host site calls the API: its headers and its event. */
export type Host = { headers: Record<string, string>; eventId: number };

/** The demo host's session and event, as the host site gets them. */
export async function signInDemoHost(url: string): Promise<Host> {
  const login = await fetch(`${url}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_HOST),
  });
  const session = (await login.json()) as { token?: string; id?: number };
  if (!session.token || !session.id) throw new Error(`the host login answered ${login.status}`);
  const headers = { authorization: `Bearer ${session.token}`, 'x-user-id': String(session.id) };
  const me = (await (await fetch(`${url}/api/users/me`, { headers })).json()) as { event?: { id: number } };
  if (!me.event) throw new Error('the demo host has no event');
  return { headers, eventId: me.event.id };
}
