import { asc, eq } from 'drizzle-orm';
import { events, users } from '../../db/schema/index';
import { eventReadyMail } from '../../mail/templates/index';
import type { Services } from '../services';

/**
 * Tells the host that their event was created from their request (by the back office, or by the
 * platform itself when it publishes events on its own), as the waiting screen promised: its title, the dashboard's login and the event's public site, read back as
 * stored. Called once the creation committed; the creation marks the request as used in the same
 * transaction, so a retry of it is refused before reaching here and the host is mailed once.
 * It never throws: the event exists whatever happens to its e-mail (services.mail logs a failed
 * delivery; a failed read is logged here, without the host's data).
 */
export async function sendEventReadyMail(
  services: Pick<Services, 'config' | 'db' | 'log' | 'mail'>,
  userId: number,
): Promise<void> {
  try {
    const [row] = await services.db
      .select({
        email: users.email,
        firstName: users.firstName,
        title: events.title,
        slug: events.slug,
      })
      .from(users)
      .innerJoin(events, eq(events.userId, users.id))
      .where(eq(users.id, userId))
      .orderBy(asc(events.id))
      .limit(1);
    if (!row) return;
    const { appUrls } = services.config;
    await services.mail.send(
      eventReadyMail({
        to: row.email,
        firstName: row.firstName,
        eventTitle: row.title,
        loginUrl: `${appUrls.users}/login`,
        eventUrl: `${appUrls.site}/${encodeURIComponent(row.slug)}`,
      }),
    );
  } catch (error) {
    services.log.error({ err: error }, 'the e-mail of an event created from a request could not be sent');
  }
}
