/**
 * What a change of the money settings does, said before it is saved: each changed setting before
 * and after, and, when the percentage changes, what a guest pays for a R$ 100,00 gift (the fee
 * priced as the server prices a cart line, `priceLine`) and what the host receives when the guest
 * does not cover the fee.
 */
import { formatBRL, formatDecimalInput, priceLine } from '@celebra/shared/format';
import type { TSettings } from '@celebra/shared/models';

type MoneySettings = Pick<
  TSettings,
  'percentageGift' | 'listCreationFee' | 'maxInstallments' | 'installmentInterest' | 'holdingDays'
>;

type Translate = (key: string, options?: Record<string, unknown>) => string;

const SAMPLE_GIFT_CENTS = 10_000;

/** The lines of the confirmation; none when no money setting changes. */
export function moneySettingsChanges(
  before: MoneySettings,
  after: MoneySettings,
  translate: Translate,
): string[] {
  const field = (key: string) => translate(`celebra.settings.fields.${key}`);
  const percent = (value: number) => `${formatDecimalInput(value)}%`;
  const interest = (value: string) =>
    field(value === 'PLATFORM' ? 'installmentInterestPlatform' : 'installmentInterestGuest');
  const described: Array<[keyof MoneySettings, (value: never) => string]> = [
    ['percentageGift', percent],
    ['listCreationFee', formatBRL],
    ['maxInstallments', String],
    ['installmentInterest', interest],
    ['holdingDays', String],
  ];
  const lines: string[] = [];
  for (const [key, show] of described) {
    if (before[key] === after[key]) continue;
    lines.push(
      translate('celebra.settings.confirm.change', {
        field: field(key),
        before: show(before[key] as never),
        after: show(after[key] as never),
      }),
    );
  }
  if (before.percentageGift !== after.percentageGift) {
    const guest = (pct: number) => formatBRL(priceLine(SAMPLE_GIFT_CENTS, 1, pct, true).guestCents / 100);
    const host = (pct: number) => formatBRL(priceLine(SAMPLE_GIFT_CENTS, 1, pct, false).hostCents / 100);
    const price = formatBRL(SAMPLE_GIFT_CENTS / 100);
    lines.push(
      translate('celebra.settings.confirm.sampleGuest', {
        price,
        after: guest(after.percentageGift),
        before: guest(before.percentageGift),
      }),
      translate('celebra.settings.confirm.sampleHost', {
        after: host(after.percentageGift),
        before: host(before.percentageGift),
      }),
    );
  }
  return lines;
}
