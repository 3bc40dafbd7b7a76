import type { VisibilityContext } from '../schemas/context.ts';
import type { RegionConfig } from '../schemas/regionConfig.ts';
import type { LinkOptions } from './links.ts';
import { type HiddenItem, type ResolvedItem, resolveList } from './resolveItems.ts';
import { FOOTER_COLUMN_RULE, LIST_RULES, type RuledList, regionSwitches } from './rules.ts';
import { conditionReasons, type HiddenReason, ruleReasons, withOthers } from './visibility.ts';

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
  /** The lists not drawn at all for this context (engine/rules.ts LIST_RULES), and why. */
  hiddenLists: Partial<Record<RuledList, HiddenReason>>;
}

function listVerdicts(config: RegionConfig, ctx: VisibilityContext): Partial<Record<RuledList, HiddenReason>> {
  const region = regionSwitches(config);
  const out: Partial<Record<RuledList, HiddenReason>> = {};
  for (const [list, rule] of Object.entries(LIST_RULES)) {
    const reason = withOthers(ruleReasons(rule, ctx, region));
    if (reason) out[list as RuledList] = reason;
  }
  return out;
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
  const hiddenLists = listVerdicts(config, ctx);
  const headerList = (section: 'main' | 'wallet' | 'orders' | 'profile') => {
    const path = `header.${section}` as const;
    return path !== 'header.main' && hiddenLists[path] ? [] : resolveList(config.header[section], path, ctx, links, headerHidden);
  };
  const header = { main: headerList('main'), wallet: headerList('wallet'), orders: headerList('orders'), profile: headerList('profile') };
  let footer: { data: ResolvedLayer['footer']; hidden: HiddenItem[] } | undefined;
  const resolvedFooter = () => {
    footer ??= resolveFooter(config, ctx, links, year, headerHidden, hiddenLists);
    return footer;
  };
  return {
    header,
    hiddenLists,
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
  hiddenLists: ResolvedLayer['hiddenLists'],
): { data: ResolvedLayer['footer']; hidden: HiddenItem[] } {
  const hidden: HiddenItem[] = [];
  const list = (items: RegionConfig['header']['main'], path: string) => resolveList(items, path, ctx, links, hidden);
  const columns: ResolvedFooterColumn[] = [];
  const everyColumn = ruleReasons(FOOTER_COLUMN_RULE, ctx);
  config.footer.columns.forEach((col, i) => {
    const path = `footer.columns[${i}]`;
    const reason = withOthers([...everyColumn, ...conditionReasons(col.when, ctx)]);
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
  const socialLinks = hiddenLists['footer.socialLinks'] ? [] : list(config.footer.socialLinks, 'footer.socialLinks');
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
