/**
 * What `import … from 'zod'` gives the site (vite.config.ts points the name here): zod, told
 * first that it may not compile parsers with `new Function`. The server's Content-Security-Policy
 * forbids eval, and zod probes it when an object schema is built unless told not to: the browser
 * then reports a violation. Here the setting comes with zod itself, so it is in place before any
 * module, in whichever chunk and order it loads, builds a schema.
 */
import { config } from 'zod/v4';

config({ jitless: true });

export * from 'zod/v4';
export { z as default } from 'zod/v4';
