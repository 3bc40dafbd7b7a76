import { Hono } from 'hono';
import { ENDPOINTS } from '../../schemas/endpoints.ts';
import { SITE_CODES, type SiteCode } from '../../schemas/site.ts';
import type { AppEnv } from '../appDeps.ts';
import { HttpError } from '../http.ts';
import { textPdf } from '../pdf.ts';

/** /docs/{site}/{doc}.pdf: the regional legal documents the SG, UK and Bahamas footers link to. */
export const docsRoutes = new Hono<AppEnv>();

const DOCS: Record<string, { title: string; body: string[] }> = {
  terms: {
    title: 'Terms of Service',
    body: [
      'These terms govern your use of the services offered by {entity}.',
      'By opening an account you confirm that you have read and accepted them.',
      'Services may be limited or unavailable in some jurisdictions.',
    ],
  },
  privacy: {
    title: 'Privacy Notice',
    body: [
      '{entity} processes personal data to provide its services and to meet its legal duties.',
      'You may ask for a copy of your data, its correction or its deletion at any time.',
    ],
  },
  'risk-disclosure': {
    title: 'Risk Disclosure',
    body: [
      'Digital assets are highly volatile. You may lose all of the money you invest.',
      'Past performance is not a reliable indicator of future results.',
      'Leveraged products carry additional risk of rapid loss.',
    ],
  },
};

docsRoutes.get(ENDPOINTS.legalDoc.path, (c) => {
  const site = c.req.param('site') as SiteCode;
  const m = /^([a-z-]+)\.pdf$/.exec(c.req.param('file'));
  const doc = m ? DOCS[m[1]!] : undefined;
  if (!SITE_CODES.includes(site) || !doc) throw new HttpError(404, 'no such document');
  const entity = `${c.var.deps.configs[site].name} (${site.toUpperCase()})`;
  const pdf = textPdf(`${doc.title} - ${c.var.deps.configs[site].name}`, [
    ...doc.body.map((l) => l.replaceAll('{entity}', entity)),
    '',
    'Reference copy served by the demo server; not legal advice.',
  ]);
  c.header('Content-Type', 'application/pdf');
  // Not the deny-all default: browsers' built-in PDF viewers need to render it.
  c.header('Content-Security-Policy', "frame-ancestors 'none'");
  c.header('Cache-Control', 'public, max-age=86400');
  c.header('Content-Disposition', `inline; filename="${site}-${m![1]}.pdf"`);
  return c.body(pdf);
});
