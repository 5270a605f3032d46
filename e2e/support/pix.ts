/**
 * A Pix code as a payer's bank app reads it. The copia-e-cola (BR Code, EMV: two-digit id,
 * two-digit length, value) names the payment's location, the amount and a txid; the stand-in's
 * txid is `CELEBRA<payment id>` (mock-server/src/mercadopago/build-pix-payment.ts) and its
 * location is on the stand-in's own host. From them the payment is read back from the stand-in's
 * REST API, as the shop does, to find its `ticket_url`: the page standing for the bank app.
 */

/** The demo's Mercado Pago access token (server/src/config.ts), which the stand-in accepts. */
const DEMO_ACCESS_TOKEN = 'TEST-celebra-mock-access-token';

export type BrCode = { location: string; amount: number; txid: string };

/** The top-level fields of an EMV payload (or of one field's value), by id. */
function emvFields(payload: string): Map<string, string> {
  const fields = new Map<string, string>();
  let at = 0;
  while (at + 4 <= payload.length) {
    const id = payload.slice(at, at + 2);
    const length = Number(payload.slice(at + 2, at + 4));
    if (!Number.isInteger(length)) throw new Error(`Not an EMV payload at ${at}: ${payload}`);
    fields.set(id, payload.slice(at + 4, at + 4 + length));
    at += 4 + length;
  }
  return fields;
}

/** The location, amount (reais) and txid of a dynamic Pix copia-e-cola. */
export function readBrCode(code: string): BrCode {
  const fields = emvFields(code.trim());
  const location = emvFields(fields.get('26') ?? '').get('25');
  const txid = emvFields(fields.get('62') ?? '').get('05');
  const amount = Number(fields.get('54'));
  if (!location || !txid || Number.isNaN(amount))
    throw new Error(`Not a dynamic Pix copia-e-cola (no location, txid or amount): ${code}`);
  return { location, amount, txid };
}

type ProviderPayment = {
  id: number | string;
  status: string;
  transaction_amount: number;
  point_of_interaction?: { transaction_data?: { qr_code?: string; ticket_url?: string } };
};

/**
 * The stand-in's payment behind a copia-e-cola (GET /v1/payments/:id with the access token),
 * checked to be the very code shown, and its ticket_url.
 */
export async function findPixTicket(code: string): Promise<{ payment: ProviderPayment; ticketUrl: string }> {
  const { location, txid } = readBrCode(code);
  const id = /^CELEBRA(\d+)$/.exec(txid)?.[1];
  if (!id) throw new Error(`The txid '${txid}' is not the stand-in's (CELEBRA<payment id>).`);
  const host = location.split('/')[0];
  const response = await fetch(`http://${host}/v1/payments/${id}`, {
    headers: { authorization: `Bearer ${DEMO_ACCESS_TOKEN}` },
  });
  if (!response.ok) throw new Error(`GET /v1/payments/${id} at ${host}: ${response.status}`);
  const payment = (await response.json()) as ProviderPayment;
  const data = payment.point_of_interaction?.transaction_data;
  if (data?.qr_code !== code.trim())
    throw new Error(`Payment ${id} carries another code than the one shown: ${data?.qr_code}`);
  if (!data.ticket_url) throw new Error(`Payment ${id} has no ticket_url.`);
  return { payment, ticketUrl: data.ticket_url };
}
