import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { events, users } from '../../db/schema/index';

/** GET /users/me: the host and their event (a host has one; the oldest if ever more), or null. */
export async function findUserProfile(db: Db, userId: number) {
  const [[user], [event]] = await Promise.all([
    db
      .select({
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        phoneNumber: users.phoneNumber,
      })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1),
    db
      .select({
        id: events.id,
        slug: events.slug,
        title: events.title,
        subtitle: events.subtitle,
        color: events.color,
        avatarUrl: events.avatarUrl,
        bannerUrl: events.bannerUrl,
        titleDescription: events.titleDescription,
        description: events.description,
      })
      .from(events)
      .where(eq(events.userId, userId))
      .orderBy(asc(events.id))
      .limit(1),
  ]);
  return user && { user, event: event ?? null };
}
