import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { heldNotices } from '../../src/db/schema/index';
import {
  NOTICE_GATHER_MS,
  sendNoticeSummaries,
} from '../../src/jobs/send-notice-summaries/send-notice-summaries';
import { MAILS_PER_RECIPIENT_PER_HOUR, NOTICES_PER_HOST_PER_HOUR } from '../../src/mail/count-mails-to';
import { newMessageMail, payoutDestinationChangedMail } from '../../src/mail/templates/index';
import { build } from '../helpers/build';
import { createHostEvent } from '../helpers/host-event';
import { readOutbox } from '../helpers/outbox';

const t = await build();
const WORD_JOINER = /\u2060/g;
const MINUTE = 60_000;

const mailsTo = async (address: string) => (await readOutbox(t.config)).filter((mail) => mail.to === address);

const securityAlert = (to: string) =>
  payoutDestinationChangedMail({
    to,
    hostName: 'Ana',
    pixKeyTypeLabel: 'E-mail',
    maskedPixKey: 'a***@dominio.com',
    changedAt: '01/03/2025 às 09:30',
    dashboardUrl: 'http://users.localhost:3000/gifts-received',
  });

describe('a host flooded with notices', () => {
  it('mails a few, then folds the other 47 of 50 notices in 10 minutes into one summary listing them all', async () => {
    const { host, event } = await createHostEvent(t.db);
    for (let i = 1; i <= 50; i++) {
      await t.app.mail.send(
        newMessageMail({
          to: host.email,
          hostId: host.id,
          hostName: host.firstName,
          eventTitle: event.title,
          senderName: `Convidado ${i}`,
          message: `Parabéns número ${i}!`,
          dashboardUrl: 'http://users.localhost:3000/messages',
        }),
      );
    }
    expect(await mailsTo(host.email)).toHaveLength(NOTICES_PER_HOST_PER_HOUR);

    // The clock of the job: right away nothing is due yet (the summary gathers what follows)...
    const start = Date.now();
    expect((await sendNoticeSummaries(t.app, { now: new Date(start) })).sent).toBe(0);
    // ...and once the first held notice has waited its gathering time (10 minutes later, as the
    // cron every 5 minutes would run it: within 15 minutes), one summary lists all of them.
    const run = await sendNoticeSummaries(t.app, { now: new Date(start + 10 * MINUTE) });
    expect(run).toMatchObject({ sent: 1, notices: 50 - NOTICES_PER_HOST_PER_HOUR, failed: 0 });
    expect(NOTICE_GATHER_MS + 5 * MINUTE).toBeLessThanOrEqual(15 * MINUTE);

    const mails = await mailsTo(host.email);
    expect(mails).toHaveLength(NOTICES_PER_HOST_PER_HOUR + 1);
    const summary = mails.at(-1);
    expect(summary?.subject).toBe('Resumo: 47 novidades no seu evento');
    const text = (summary?.text ?? '').replace(WORD_JOINER, '');
    for (let i = NOTICES_PER_HOST_PER_HOUR + 1; i <= 50; i++) {
      expect(text).toContain(`Recado de Convidado ${i}: “Parabéns número ${i}!”`);
    }
    // Nothing is left held, and a later run sends nothing more.
    expect(await t.db.select().from(heldNotices).where(eq(heldNotices.userId, host.id))).toEqual([]);
    expect((await sendNoticeSummaries(t.app, { now: new Date(start + 20 * MINUTE) })).sent).toBe(0);
  });

  it('still sends the payout alert after five guest messages from the public site, and after the address cap', async () => {
    const { host, event } = await createHostEvent(t.db);
    for (let i = 1; i <= MAILS_PER_RECIPIENT_PER_HOUR + 1; i++) {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/guests/message/${event.id}`,
        remoteAddress: `10.0.0.${i}`,
        payload: { firstName: 'Visita', lastName: `${i}`, email: `v${i}@example.com`, message: 'Oi!' },
      });
      expect(response.statusCode, response.body).toBe(200);
    }
    // And a stranger fills the address's own allowance too.
    for (let i = 0; i < MAILS_PER_RECIPIENT_PER_HOUR + 1; i++)
      await t.app.mail.send({ to: host.email, subject: 'Aviso', text: 'Olá' });

    await t.app.mail.send(securityAlert(host.email));
    await t.app.mail.send(securityAlert(host.email));

    const alerts = (await mailsTo(host.email)).filter(
      (mail) => mail.subject === 'Seus dados para repasse foram alterados',
    );
    expect(alerts).toHaveLength(2);
  });
});
