import { z } from 'zod';
import { ZIsoDateTime, ZModelId, ZMoney } from './primitives';

export const SERVICE_TYPES = ['PASSWORD', 'VIDEO', 'IMAGE', 'PAGE', 'EXTRA'] as const;
export const ZServiceType = z.enum(SERVICE_TYPES);
export type TServiceType = z.infer<typeof ZServiceType>;

/** A paid extra (or free default) service of the catalogue. */
export const ZService = z.object({
  id: ZModelId,
  name: z.string(),
  description: z.string().nullable(),
  price: ZMoney,
  type: ZServiceType,
  active: z.boolean(),
  quantity: z.number().int().nonnegative(),
});
export type TService = z.infer<typeof ZService>;

/** A service an event has bought; `id` is the purchase, `serviceId` the catalogue entry. */
export const ZContractedService = z.object({
  id: ZModelId,
  serviceId: ZModelId,
  name: z.string(),
  description: z.string().nullable(),
  price: ZMoney,
  type: ZServiceType,
  quantity: z.number().int().nonnegative(),
  createdAt: ZIsoDateTime,
});
export type TContractedService = z.infer<typeof ZContractedService>;

/** A started but unpaid purchase: always shown as PENDENTE, payable until `expirationAt`. */
export const ZPendingService = z.object({
  id: ZModelId,
  serviceId: ZModelId,
  name: z.string(),
  description: z.string().nullable(),
  price: ZMoney,
  type: ZServiceType,
  expirationAt: ZIsoDateTime,
  /** Where 'Continuar Pagamento' leads. */
  paymentLink: z.string().nullable(),
});
export type TPendingService = z.infer<typeof ZPendingService>;

/** The host's service package: free defaults, paid turbo offers, and what was bought. */
export const ZEventServices = z.object({
  default: z.array(ZService),
  turbo: z.array(ZService),
  contracted: z.array(ZContractedService),
});
export type TEventServices = z.infer<typeof ZEventServices>;
