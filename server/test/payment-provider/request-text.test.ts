import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { MercadoPagoClient, PaymentProviderError } from '../../src/payment-provider/mercadopago';
import { requestText } from '../../src/payment-provider/request-text';

/** A payment as the provider answers it. */
const PAYMENT = {
  id: 7,
  transaction_amount: 100,
  payment_type_id: 'credit_card',
  payment_method_id: 'visa',
  status: 'approved',
  status_detail: 'accredited',
  date_created: null,
  date_last_updated: null,
  payer: null,
  transaction_details: null,
  additional_info: null,
  external_reference: 'purchase:1',
};

/** A stand-in provider: echoes what it received, never answers on /hang, 404 on /missing. */
const received: { method?: string; headers: http.IncomingHttpHeaders; body: string }[] = [];
const server = http.createServer((request, response) => {
  if (request.url?.startsWith('/hang')) return;
  let body = '';
  request.on('data', (chunk) => {
    body += chunk;
  });
  request.on('end', () => {
    received.push({ method: request.method, headers: request.headers, body });
    response.statusCode = request.url?.startsWith('/missing') ? 404 : 200;
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ ...PAYMENT, url: request.url, body }));
  });
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

describe('requestText', () => {
  it('sends the method, headers and body, and answers the status and text', async () => {
    const answer = await requestText(`${base}/checkout/preferences`, {
      method: 'POST',
      headers: { authorization: 'Bearer token', 'content-type': 'application/json' },
      body: JSON.stringify({ título: 'Liquidificador' }),
      timeoutMs: 5_000,
    });

    expect(answer).toMatchObject({ ok: true, status: 200 });
    expect(JSON.parse(answer.text)).toMatchObject({
      url: '/checkout/preferences',
      body: '{"título":"Liquidificador"}',
    });
    const last = received.at(-1);
    expect(last?.method).toBe('POST');
    expect(last?.headers.authorization).toBe('Bearer token');
    // The byte length, not the string length: 'í' is two bytes in UTF-8.
    expect(last?.headers['content-length']).toBe(String(Buffer.byteLength(last?.body ?? '')));
  });

  it('answers a 404 as not ok, with its body', async () => {
    const answer = await requestText(`${base}/missing`, { method: 'GET', headers: {}, timeoutMs: 5_000 });
    expect(answer).toMatchObject({ ok: false, status: 404 });
    expect(answer.text).toContain('/missing');
  });

  it('gives up with a TimeoutError when the provider does not answer in time', async () => {
    const started = Date.now();
    await expect(
      requestText(`${base}/hang`, { method: 'GET', headers: {}, timeoutMs: 200 }),
    ).rejects.toMatchObject({ name: 'TimeoutError' });
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('rejects when nothing listens at the address', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    await expect(
      requestText(`http://127.0.0.1:${port}/v1/payments/1`, { method: 'GET', headers: {}, timeoutMs: 2_000 }),
    ).rejects.toThrow();
  });
});

describe('MercadoPagoClient over requestText', () => {
  it('reads a payment, and many in a row over kept-alive connections', async () => {
    const client = new MercadoPagoClient({ apiUrl: base, accessToken: 'token' });
    const payments = await Promise.all(Array.from({ length: 30 }, () => client.getPayment('7')));
    expect(payments.every((payment) => payment?.id === 7 && payment.status === 'approved')).toBe(true);
    expect(await client.getPayment('0')).toMatchObject({ id: 7 });
  });

  it('answers null for a payment the provider does not know', async () => {
    const client = new MercadoPagoClient({ apiUrl: `${base}`, accessToken: 'token' });
    // /v1/payments/x is answered 200 by the stand-in; only /missing is a 404.
    const missing = new MercadoPagoClient({ apiUrl: `${base}/missing?`, accessToken: 'token' });
    expect(await missing.getPayment('1')).toBeNull();
    expect(await client.getPayment('1')).not.toBeNull();
  });

  it('turns a provider that hangs into a 502 PaymentProviderError', async () => {
    const client = new MercadoPagoClient({ apiUrl: `${base}/hang?`, accessToken: 'token', timeoutMs: 200 });
    const error = await client.getPayment('1').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PaymentProviderError);
    expect(error).toMatchObject({ code: 'provider-failed' });
    expect((error as PaymentProviderError).detail).toContain('TimeoutError');
  });
});
