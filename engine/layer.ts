import type { VisibilityContext } from '../schemas/context.ts';
import type { RegionConfig } from '../schemas/regionConfig.ts';
import type { LinkOptions } from './links.ts';
import { type HiddenItem, type ResolvedItem, resolveList } from './resolveItems.ts';
import { checkCondition, type HiddenReason } from './visibility.ts';

export interface ResolvedFooterColumn {
  id: string;
  title: string;
  items: ResolvedItem[];
}

export interface ResolvedLayer {
  header: { main: ResolvedItem[]; wallet: ResolvedItem[]; orders: ResolvedItem[]; profile: ResolvedItem[] };
  footer: {
    columns: ResolvedFooterColumn[];
    texts: ResolvedItem[];
    socialLinks: ResolvedItem[];
    social: boolean;
    qr: boolean;
    copyright: string;
  };
  hidden: HiddenItem[];
}

/**
 * SPEC §2: Italy-limited visitors see no footer link columns, on every sub-site. The rule lives
 * here once; a column's own `when` adds rules of its region on top.
 */
function footerColumnsRule(ctx: VisibilityContext): HiddenReason | null {
  if (ctx.flags.isItalyLimit !== true) return null;
  return { rule: 'flagsOff', value: 'isItalyLimit', detail: 'flag isItalyLimit is set: footer link columns are hidden (SPEC §2)' };
}

/** The hosts absolute links of a config may point to: its own allow-list plus every sub-site host. */
export function linkOptionsFor(config: RegionConfig, otherHosts: readonly string[] = []): LinkOptions {
  return { allowedHosts: [...config.linkHosts, ...config.hosts, ...otherHosts] };
}

/**
 * Resolves a whole region config for one context: everything the header, footer and drawer draw,
 * plus the reason for every hidden item (the ops visibility matrix reads these).
 */
export function resolveLayer(
  config: RegionConfig,
  ctx: VisibilityContext,
  links: LinkOptions = linkOptionsFor(config),
  year = new Date().getUTCFullYear(),
): ResolvedLayer {
  const hidden: HiddenItem[] = [];
  const list = (items: RegionConfig['header']['main'], path: string) => resolveList(items, path, ctx, links, hidden);
  const columns: ResolvedFooterColumn[] = [];
  config.footer.columns.forEach((col, i) => {
    const path = `footer.columns[${i}]`;
    const reason = footerColumnsRule(ctx) ?? checkCondition(col.when, ctx);
    if (reason) {
      hidden.push({ id: col.id, path, label: col.title, ...reason });
      return;
    }
    const items = list(col.items, `${path}.items`);
    if (items.length === 0) {
      hidden.push({ id: col.id, path, label: col.title, rule: 'children', value: 0, detail: 'every link is hidden' });
      return;
    }
    columns.push({ id: col.id, title: col.title_i18n?.[ctx.lang] ?? col.title, items });
  });
  const socialLinks = config.footer.social ? list(config.footer.socialLinks, 'footer.socialLinks') : [];
  return {
    header: {
      main: list(config.header.main, 'header.main'),
      wallet: ctx.isLogin ? list(config.header.wallet, 'header.wallet') : [],
      orders: ctx.isLogin ? list(config.header.orders, 'header.orders') : [],
      profile: ctx.isLogin ? list(config.header.profile, 'header.profile') : [],
    },
    footer: {
      columns,
      texts: list(config.footer.texts, 'footer.texts'),
      socialLinks,
      social: socialLinks.length > 0,
      qr: config.footer.qr,
      copyright: config.footer.copyright.replaceAll('{year}', String(year)),
    },
    hidden,
  };
}
