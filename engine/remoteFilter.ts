import type { VisibilityContext } from '../schemas/context.ts';
import type { RemoteMenuItem } from '../schemas/remoteMenu.ts';
import { PLACEMENT_PLATFORM, type Placement, remoteItemRule } from './rules.ts';
import { checkRule, type HiddenReason, keepTags } from './visibility.ts';

/** A remote item the placement filter dropped, and why (engine/rules.ts remoteItemRule). */
export interface DroppedRemoteItem extends HiddenReason {
  /** Its place in the remote list, e.g. `list[2].children[0]`. */
  path: string;
  code: string;
}

function filterLevel(
  items: RemoteMenuItem[],
  ctx: VisibilityContext,
  path: string,
  top: boolean,
  dropped: DroppedRemoteItem[] | undefined,
): RemoteMenuItem[] {
  const out: RemoteMenuItem[] = [];
  items.forEach((item, i) => {
    const here = `${path}[${i}]`;
    const reason = checkRule(remoteItemRule(item, top), ctx);
    if (reason) {
      dropped?.push({ path: here, code: item.code, ...reason });
      return;
    }
    out.push({
      ...item,
      tags: keepTags(item.tags, ctx.compliance.menu),
      children: filterLevel(item.children, ctx, `${here}.children`, false, dropped),
    });
  });
  return out;
}

/**
 * The context the remote filter sees: the menu is fetched once for every audience, so only the
 * placement's platform and the visitor's compliance list (for tags) count; remoteItemRule tests
 * nothing else.
 */
function placementContext(placement: Placement, complianceMenu: readonly string[]): VisibilityContext {
  return {
    site: 'main',
    lang: 'en',
    isLogin: false,
    tier: 0,
    platform: PLACEMENT_PLATFORM[placement],
    accountMode: 'classic',
    compliance: { menu: [...complianceMenu], business: [], limit: { au_redirect: false, is_sanction_country: false } },
    flags: {},
    offers: [],
  };
}

/**
 * SPEC §5: drops hidden items, items for the other platform (1 all, 2 web for the header, 3 h5 for
 * the side drawer), top-level items with no title, title_key or image, and tags whose code is in
 * the compliance menu list. `dropped`, when given, receives each dropped item and its reason.
 */
export function filterRemoteMenu(
  items: RemoteMenuItem[],
  placement: Placement,
  complianceMenu: readonly string[],
  dropped?: DroppedRemoteItem[],
): RemoteMenuItem[] {
  return filterLevel(items, placementContext(placement, complianceMenu), 'list', true, dropped);
}
