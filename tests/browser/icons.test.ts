import { describe, expect, it } from 'vitest';
import type { ResolvedItem } from '../../engine/resolveItems.ts';
import { Bootstrap } from '../../schemas/bootstrap.ts';
import { ENDPOINTS } from '../../schemas/endpoints.ts';
import { SITE_CODES } from '../../schemas/site.ts';
import { baseURL, expectedLayer } from './helpers.ts';

function iconsOf(items: readonly ResolvedItem[], out: Set<string>) {
  for (const item of items) {
    if (item.icon?.startsWith('/')) out.add(item.icon);
    for (const tag of item.tags) {
      for (const icon of [tag.light_icon, tag.dark_icon]) if (icon?.startsWith('/')) out.add(icon);
    }
    iconsOf(item.children, out);
  }
  return out;
}

async function bootstrapOf(site: string, as?: string): Promise<Bootstrap> {
  const res = await fetch(`${baseURL()}${ENDPOINTS.bootstrap.path}?lang=en&site=${site}${as ? `&as=${as}` : ''}`);
  const body = (await res.json()) as { data: unknown };
  return Bootstrap.parse(body.data);
}

describe('icons', () => {
  it('every icon a sub-site layer shows is served (no broken images)', async () => {
    const wanted = new Set<string>();
    for (const site of SITE_CODES) {
      const layer = expectedLayer(await bootstrapOf(site));
      const { header, footer } = layer;
      for (const list of [
        header.main,
        header.wallet,
        header.orders,
        header.profile,
        footer.socialLinks,
        footer.texts,
        ...footer.columns.map((c) => c.items),
      ]) {
        iconsOf(list, wanted);
      }
    }
    expect(wanted.size).toBeGreaterThan(0);
    const missing: string[] = [];
    for (const icon of wanted) {
      const res = await fetch(`${baseURL()}${icon}`);
      if (!res.ok || !(res.headers.get('content-type') ?? '').startsWith('image/')) missing.push(`${icon} (${res.status})`);
    }
    expect(missing, 'icons referenced by region configs but not served by the server').toEqual([]);
  });
});
