/**
 * @celebra/shared/validation: the forms' Portuguese messages as constants, the
 * patterns, field building blocks, and the zod form schemas that carry those messages. The API
 * request schemas reuse these forms, so the server answers bad input with the text the form shows
 * (`firstIssueMessage` turns the issues into that one sentence).
 */
export * from './document';
export * from './field-labels';
export * from './fields';
export * from './forms';
export * from './issues';
export * from './messages';
export * from './patterns';
export * from './payout-destination';
export * from './pix-key';
export * from './reserved-slugs';
