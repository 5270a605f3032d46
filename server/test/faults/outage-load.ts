import { call } from './server-process';

/**
 * The mixed load of the outage faults: the health check, the public site, a guest's message and a
 * login, each from an address of its own (no rate limit reached), in loops of concurrent workers.
 */
export type Answer = Awaited<ReturnType<typeof call>> & { kind: string };
export type Target = { url: () => string; slug: string; eventId: number };

export const UNAVAILABLE = 'Serviço temporariamente indisponível. Tente novamente em instantes.';

let sent = 0;

export function oneRequest({ url, slug, eventId }: Target): Promise<Answer> {
  sent += 1;
  const address = { 'x-forwarded-for': `10.1.${(sent >> 8) & 255}.${sent & 255}` };
  const base = url();
  const kind = ['health', 'site', 'message', 'login'][sent % 4] as string;
  const request =
    kind === 'health'
      ? call(`${base}/api/health`)
      : kind === 'site'
        ? call(`${base}/api/guests/event/${slug}`)
        : kind === 'message'
          ? call(`${base}/api/guests/message/${eventId}`, {
              method: 'POST',
              headers: address,
              json: { firstName: 'Rui', lastName: 'Melo', email: 'rui@teste.dev', message: `Recado ${sent}` },
            })
          : call(`${base}/api/users/login`, {
              method: 'POST',
              headers: address,
              json: { email: 'ninguem@teste.dev', password: 'errada-123' },
            });
  return request.then((answer) => ({ ...answer, kind }));
}

/** `workers` loops of requests until `until()`; every answer, in order of arrival. */
export async function load(target: Target, until: () => boolean, workers = 6): Promise<Answer[]> {
  const answers: Answer[] = [];
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (!until()) answers.push(await oneRequest(target));
    }),
  );
  return answers;
}

/** What each kind answers when all is well (the login's credentials are wrong on purpose). */
export const isNormal = (answer: Answer) =>
  'status' in answer && (answer.kind === 'login' ? answer.status === 401 : answer.status === 200);

/**
 * What the API may answer while its database is away: as usual (the health check, which does not
 * ask it), or 503 with the Portuguese message. Never a 500, never a dropped connection.
 */
export const isOutageAnswer = (answer: Answer) =>
  isNormal(answer) ||
  ('status' in answer &&
    answer.status === 503 &&
    answer.kind !== 'health' &&
    answer.body.success === false &&
    answer.body.message === UNAVAILABLE);

/** The answers counted by status ('ECONNRESET' and such for no answer), for the run's figures. */
export function countByStatus(answers: Answer[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const answer of answers) {
    const key = 'status' in answer ? String(answer.status) : answer.error;
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}

export function stopAfter(ms: number): () => boolean {
  const end = Date.now() + ms;
  return () => Date.now() >= end;
}
