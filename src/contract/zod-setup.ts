/**
 * zod compiles object parsers with `new Function` unless told not to, and probes for it as each object schema is
 * made. The app's Content-Security-Policy allows no eval (script-src without 'unsafe-eval'), so in the browser even
 * the probe is a reported violation. Every schema module imports common.ts, which imports this first: no schema is
 * made before zod is set to interpret. The contract's objects are small; the interpreter is fast enough, on the
 * server too.
 */
import { z } from 'zod';

z.config({ jitless: true });
