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
 *
 * The footer (about half of the items) is resolved when it is first read, `footer` or `hidden`:
 * in the browser the shell reads the header and the footer component its own part, so hydration
 * does the two as separate units and can yield between them instead of one long task.
 */
export function resolveLayer(
  config: RegionConfig,
  ctx: VisibilityContext,
  links: LinkOptions = linkOptionsFor(config),
  year = new Date().getUTCFullYear(),
): ResolvedLayer {
  const headerHidden: HiddenItem[] = [];
  const headerList = (items: RegionConfig['header']['main'], path: string) => resolveList(items, path, ctx, links, headerHidden);
  const header = {
    main: headerList(config.header.main, 'header.main'),
    wallet: ctx.isLogin ? headerList(config.header.wallet, 'header.wallet') : [],
    orders: ctx.isLogin ? headerList(config.header.orders, 'header.orders') : [],
    profile: ctx.isLogin ? headerList(config.header.profile, 'header.profile') : [],
  };
  let footer: { data: ResolvedLayer['footer']; hidden: HiddenItem[] } | undefined;
  const resolvedFooter = () => {
    footer ??= resolveFooter(config, ctx, links, year, headerHidden);
    return footer;
  };
  return {
    header,
    get footer() {
      return resolvedFooter().data;
    },
    get hidden() {
      return resolvedFooter().hidden;
    },
  };
}

/** The footer part of resolveLayer, and every hidden item in the order the whole config lists them. */
function resolveFooter(
  config: RegionConfig,
  ctx: VisibilityContext,
  links: LinkOptions,
  year: number,
  headerHidden: readonly HiddenItem[],
): { data: ResolvedLayer['footer']; hidden: HiddenItem[] } {
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
  hidden.push(...headerHidden);
  const texts = list(config.footer.texts, 'footer.texts');
  return {
    data: {
      columns,
      texts,
      socialLinks,
      social: socialLinks.length > 0,
      qr: config.footer.qr,
      copyright: config.footer.copyright.replaceAll('{year}', String(year)),
    },
    hidden,
  };
}
