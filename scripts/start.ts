/** `npm start`: builds the app when dist/ is stale (SKIP_BUILD=1 skips the check), then runs the server. */
import { buildAppIfStale } from './buildApp.ts';

if (process.env.SKIP_BUILD !== '1' && !buildAppIfStale()) process.exit(1);
await import('../server/main.ts');
