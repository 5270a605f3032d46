import { Readable } from 'node:stream';
import { apiRoutes, type ZAdminExportLedgerQuerySchema } from '@celebra/shared/api';
import type { FastifyTypeProviderDefault } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { findLedgerEntriesOfPeriod } from '../../../domain/ledger/find-ledger-entries';
import { csvLine, LEDGER_CSV_HEADER, ledgerCsvLine } from '../../../domain/ledger/format-ledger-csv';
import { contractRoute } from '../../../http/contract-route';

type Period = z.output<typeof ZAdminExportLedgerQuerySchema>;

/** The statement's lines: a byte-order mark (so spreadsheets read the accents as UTF-8), the header, the entries. */
async function* statementLines(app: Parameters<FastifyPluginAsyncZod>[0], period: Period) {
  yield `\uFEFF${csvLine(LEDGER_CSV_HEADER)}`;
  for await (const page of findLedgerEntriesOfPeriod(app.db, period)) yield page.map(ledgerCsvLine).join('');
}

/**
 * GET /api/admin/ledger/export?from=&to=: the money ledger's entries of a period (at most 366
 * days, validated by the contract) as a CSV download for the accountant. Streamed a page of
 * entries at a time, so a year of movements never sits in memory at once.
 */
const adminLedgerRoutes: FastifyPluginAsyncZod = async (app) => {
  const { schema, ...options } = contractRoute(apiRoutes.adminExportLedger);
  // The default type provider: the body is a stream, which the zod-typed reply would refuse.
  app.withTypeProvider<FastifyTypeProviderDefault>().route({
    ...options,
    schema: {
      ...schema,
      response: { ...schema.response, 200: { content: { 'text/csv': { schema: schema.response[200] } } } },
    },
    handler: async (request, reply) => {
      const period = request.query as Period;
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="extrato-${period.from}-a-${period.to}.csv"`)
        .header('cache-control', 'no-store');
      return reply.send(Readable.from(statementLines(app, period)));
    },
  });
};

export default adminLedgerRoutes;
