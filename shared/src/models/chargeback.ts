import { z } from 'zod';
import { ZIsoDateTime, ZModelId, ZMoney } from './primitives';

/**
 * Which charge-backs the back office lists by their deadline to send documents: OPEN 'Prazo em
 * aberto' (a deadline still ahead), CLOSED 'Prazo encerrado' (past, or none was given), ALL 'Todas'.
 */
export const CHARGEBACK_DEADLINE_FILTERS = ['OPEN', 'CLOSED', 'ALL'] as const;
export const ZChargebackDeadlineFilter = z.enum(CHARGEBACK_DEADLINE_FILTERS);
export type TChargebackDeadlineFilter = z.infer<typeof ZChargebackDeadlineFilter>;

/**
 * A guest's card issuer disputing a purchase (contestação), as the provider last reported it. The
 * purchase's money was already taken back; the administrator may contest the dispute by sending
 * documents to the provider until `documentationDeadline`.
 */
export const ZChargeback = z.object({
  id: ZModelId,
  /** The provider's id of the dispute. */
  providerChargebackId: z.string(),
  /** The purchase (the back office's transaction) disputed. */
  transaction: z.object({ id: ZModelId }),
  event: z.object({ id: ZModelId, title: z.string() }),
  /** Empty when the guest gave no name ('Anônimo'). */
  guestName: z.string(),
  /** What the issuer took back, as the provider reports it. */
  amount: ZMoney,
  documentationRequired: z.boolean(),
  /** Until when documents can be sent; null when the provider gave no deadline. */
  documentationDeadline: ZIsoDateTime.nullable(),
  /** The provider's protection covered it: the money is not lost. */
  coverageApplied: z.boolean(),
  /** When the provider's notification of it reached us. */
  createdAt: ZIsoDateTime,
});
export type TChargeback = z.infer<typeof ZChargeback>;
