/**
 * Formatters shared by the server and the three apps: money (BRL, centavos, final price, price
 * input), phone, CEP, dates and times, slugs, Portuguese labels of coded values, media and
 * storage helpers, the apps' host name prefixes. Pure functions with no package dependency (the
 * patterns come from validation).
 */
export * from './app-hosts';
export * from './cep';
export * from './contrast';
export * from './date';
export * from './decimal-input';
export * from './intro';
export * from './labels';
export * from './line-fee';
export * from './mask-payout-destination';
export * from './media';
export * from './money';
export * from './personal-data-export';
export * from './phone';
export * from './price-input';
export * from './provider-details';
export * from './slug';
export * from './strip-quotes';
