/**
 * Run first (main.tsx imports it before anything else): the server's Content-Security-Policy
 * forbids eval, and zod probes `new Function` the first time a schema is built or parsed unless it
 * is told not to. Set in main.tsx's body, this came after the shared modules had built their
 * schemas at import time, and the browser reported a violation on every load.
 */
import { z } from 'zod';

z.config({ jitless: true });
