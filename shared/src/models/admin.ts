import { z } from 'zod';
import { ZMediaUrl, ZModelId } from './primitives';

/** An administrator, as login and GET /admin/me return it (the header shows the first name and avatar). */
export const ZAdmin = z.object({
  id: ZModelId,
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  avatarUrl: ZMediaUrl.nullable(),
});
export type TAdmin = z.infer<typeof ZAdmin>;
