import { config } from 'zod/mini';

// The page CSP has no 'unsafe-eval'. zod's JIT probes `new Function` once, and even though it
// catches the refusal, the browser reports a CSP violation. Object schemas read this flag when
// they are built, so this module must be evaluated before any schema module: app/layer/api/call.ts
// imports it first, in the entry chunk, and every schema in the browser loads later, on demand.
config({ jitless: true });
