/**
 * @celebra/shared/legal: the platform's default privacy policy and terms of use, the filling of
 * their placeholders and their split into blocks for the pages (rendered as text, never as HTML).
 */
export * from './default-privacy-policy';
export * from './default-terms-of-use';
export * from './fill-legal-text';
