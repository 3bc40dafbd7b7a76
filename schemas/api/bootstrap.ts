import type * as z from 'zod/mini';
import { Bootstrap } from '../bootstrap.ts';
import { apiResponse } from './envelope.ts';

/** GET /api/web/v1/site/bootstrap?lang= (see schemas/bootstrap.ts). */
export const BootstrapResponse = apiResponse(Bootstrap);
export type BootstrapResponse = z.infer<typeof BootstrapResponse>;
