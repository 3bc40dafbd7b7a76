// Order matters: jitless must be set before the schemas below are constructed.
import './zodJitless.ts';
import { Bootstrap } from '../../schemas/bootstrap.ts';

export { Bootstrap };
