import * as z from 'zod';
import { Footer, Header } from '../schemas/regionConfig.ts';
console.log(JSON.stringify(z.toJSONSchema(Footer, { io: 'input' })).slice(0, 300));
console.log(Footer.shape.columns.description, Footer.shape.copyright.description);
console.log(JSON.stringify(z.toJSONSchema(Header.partial(), { io: 'input' })).slice(0, 300));
