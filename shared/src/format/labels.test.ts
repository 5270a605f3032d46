import { describe, expect, it } from 'vitest';
import {
  activeLabel,
  buyerNameLabel,
  eventTypeLabel,
  giftDeliveryPreferenceLabel,
  labelOptions,
  ledgerEntryKindLabel,
  PAYOUT_STATUS_LABELS,
  paymentMethodLabel,
  payoutStatusLabel,
  preRegistrationPaymentStatusLabel,
  providerPaymentStatusLabel,
  serviceTypeLabel,
  transactionStatusLabel,
  yesNoLabel,
} from './labels';

describe('labels', () => {
  it('gift delivery preference, anything else not informed', () => {
    expect(giftDeliveryPreferenceLabel('weekOfParty')).toBe('Entrega na semana da festa');
    expect(giftDeliveryPreferenceLabel('weekAfterParty')).toBe('Entrega após a festa');
    expect(giftDeliveryPreferenceLabel('cash')).toBe('Receber em dinheiro');
    expect(giftDeliveryPreferenceLabel('pickup')).toBe('Não informado');
    expect(giftDeliveryPreferenceLabel(null)).toBe('Não informado');
    expect(giftDeliveryPreferenceLabel('')).toBe('Não informado');
  });

  it('transaction status', () => {
    expect(transactionStatusLabel('APPROVED')).toBe('Aprovado');
    expect(transactionStatusLabel('PENDING')).toBe('Pendente');
    expect(transactionStatusLabel('RECUSED')).toBe('Recusado');
    expect(transactionStatusLabel('CANCELLED')).toBe('Cancelado');
    expect(transactionStatusLabel('approved')).toBe('Aprovado');
  });

  it('payout status', () => {
    expect(payoutStatusLabel('PENDING')).toBe('Pendente');
    expect(payoutStatusLabel('PAID')).toBe('Pago');
    expect(payoutStatusLabel('FAILED')).toBe('Falhou');
    expect(payoutStatusLabel('CANCELLED')).toBe('Cancelado');
  });

  it('pre-registration payment status, case-insensitive', () => {
    expect(preRegistrationPaymentStatusLabel('pending')).toBe('Pendente');
    expect(preRegistrationPaymentStatusLabel('Approved')).toBe('Aprovado');
    expect(preRegistrationPaymentStatusLabel('CANCELLED')).toBe('Cancelado');
  });

  it('event type and service type', () => {
    expect(eventTypeLabel('in-person')).toBe('Presencial');
    expect(eventTypeLabel('virtual')).toBe('Virtual');
    expect(serviceTypeLabel('PASSWORD')).toBe('Senha');
    expect(serviceTypeLabel('VIDEO')).toBe('Vídeo');
    expect(serviceTypeLabel('IMAGE')).toBe('Imagem');
    expect(serviceTypeLabel('PAGE')).toBe('Página');
    expect(serviceTypeLabel('EXTRA')).toBe('Extra');
  });

  it('shows an unknown value as it came, an empty one as not informed', () => {
    expect(transactionStatusLabel('REFUNDED')).toBe('REFUNDED');
    expect(payoutStatusLabel(' ')).toBe('Não informado');
    expect(eventTypeLabel(undefined)).toBe('Não informado');
    expect(serviceTypeLabel('BANNER')).toBe('BANNER');
  });

  it('yes/no, active and options', () => {
    expect(yesNoLabel(true)).toBe('Sim');
    expect(yesNoLabel(false)).toBe('Não');
    expect(activeLabel(true)).toBe('Ativo');
    expect(activeLabel(null)).toBe('Inativo');
    expect(labelOptions(PAYOUT_STATUS_LABELS)).toEqual([
      { value: 'PENDING', label: 'Pendente' },
      { value: 'PAID', label: 'Pago' },
      { value: 'FAILED', label: 'Falhou' },
      { value: 'CANCELLED', label: 'Cancelado' },
    ]);
  });

  it('ledger movements, as the statement names them', () => {
    expect(ledgerEntryKindLabel('GIFT_CREDITED')).toBe('Presente creditado');
    expect(ledgerEntryKindLabel('FEE_KEPT')).toBe('Taxa da plataforma');
    expect(ledgerEntryKindLabel('REFUND')).toBe('Estorno');
    expect(ledgerEntryKindLabel('CHARGEBACK')).toBe('Contestação (chargeback)');
    expect(ledgerEntryKindLabel('PAYOUT_REQUESTED')).toBe('Repasse solicitado');
    expect(ledgerEntryKindLabel('PAYOUT_CANCELLED')).toBe('Repasse cancelado');
    expect(ledgerEntryKindLabel('PAYOUT_CONCLUDED')).toBe('Ajuste do repasse concluído');
    expect(ledgerEntryKindLabel('FEE_REVERSED')).toBe('Taxa da plataforma estornada');
  });

  it("the payment provider's methods and statuses, in Portuguese", () => {
    expect(paymentMethodLabel('credit_card')).toBe('Cartão de crédito');
    expect(paymentMethodLabel('debit_card')).toBe('Cartão de débito');
    expect(paymentMethodLabel('pix')).toBe('Pix');
    expect(paymentMethodLabel('bank_transfer')).toBe('Pix');
    expect(paymentMethodLabel('ticket')).toBe('Boleto');
    expect(paymentMethodLabel('ACCOUNT_MONEY')).toBe('Saldo Mercado Pago');
    expect(paymentMethodLabel('')).toBe('Não informado');
    expect(providerPaymentStatusLabel('approved')).toBe('Aprovado');
    expect(providerPaymentStatusLabel('pending')).toBe('Pendente');
    expect(providerPaymentStatusLabel('in_process')).toBe('Em análise');
    expect(providerPaymentStatusLabel('rejected')).toBe('Recusado');
    expect(providerPaymentStatusLabel('cancelled')).toBe('Cancelado');
    expect(providerPaymentStatusLabel('refunded')).toBe('Estornado');
    expect(providerPaymentStatusLabel('charged_back')).toBe('Contestado');
    expect(providerPaymentStatusLabel('authorized')).toBe('authorized');
  });

  it("a buyer without a name is 'Anônimo'", () => {
    expect(buyerNameLabel('Maria')).toBe('Maria');
    expect(buyerNameLabel('  ')).toBe('Anônimo');
    expect(buyerNameLabel(null)).toBe('Anônimo');
  });
});
