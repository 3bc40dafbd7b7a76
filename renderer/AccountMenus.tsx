import type { ReactNode } from 'react';
import type { ResolvedItem } from '../engine/resolveItems.ts';
import { MOBILE_QUERY } from '../schemas/constants/layout.ts';
import { DEFAULT_HOVER_GAP } from '../schemas/constants/menus.ts';
import type { UserInfo } from '../schemas/user.ts';
import { DisclosureMenu } from './DisclosureMenu.tsx';
import { useRendererEnv } from './env.tsx';
import { ItemBoundary } from './ItemBoundary.tsx';
import { MenuPanelBody } from './items/MenuItem.tsx';
import { ItemIcon } from './items/parts.tsx';
import { useAnchorRef } from './overlay/anchors.tsx';
import { RenderItem } from './registry.tsx';
import { useMediaQuery } from './useMediaQuery.ts';

/**
 * A config list as one menu: a single `menu` entry is used as is; a flat list of links is
 * gathered under a menu named by the app's label.
 */
export function asMenu(items: readonly ResolvedItem[], id: string, label: string): ResolvedItem | null {
  if (items.length === 0) return null;
  const only = items[0]!;
  if (items.length === 1 && only.type === 'menu') return only;
  return {
    id,
    path: `header.${id}`,
    type: 'menu',
    label,
    external: false,
    tags: [],
    show_mode: 'vertical',
    hover_gap: DEFAULT_HOVER_GAP,
    children: [...items],
  };
}

export interface AccountMenusProps {
  wallet: readonly ResolvedItem[];
  orders: readonly ResolvedItem[];
  profile: readonly ResolvedItem[];
  user: UserInfo | null;
  depositHref?: string | null;
  /** The ops console's address, for a person with ops grants (links.opsConsole). */
  consoleHref?: string | null;
  onLogout?: () => void;
  /** The rich user card (app-provided, loaded on demand); a plain name and UID otherwise. */
  userCard?: ReactNode;
  onPreloadUserCard?: () => void;
  /** Drawn at the head of the wallet menu (account mode, cross margin). */
  walletSummary?: ReactNode;
  /** Called when the wallet or orders menu is about to open (hover, focus): loads what they show. */
  onPreloadAccount?: () => void;
}

export function Avatar({ user }: { user: UserInfo }) {
  const name = user.nickname || user.user_nick || String(user.uid);
  if (user.user_avatar) return <ItemIcon icon={user.user_avatar} size={28} className="avatar" />;
  return (
    <span className="avatar avatar--initial" aria-hidden="true">
      {name.slice(0, 1).toUpperCase()}
    </span>
  );
}

/**
 * SPEC §2: on a phone the Deposit button opens the deposit page in a new window. Its own component:
 * the server cannot know the screen, so right after hydration on a phone only this link redraws.
 */
function DepositButton({ href, label }: { href: string; label: string }) {
  const mobile = useMediaQuery(MOBILE_QUERY);
  const anchor = useAnchorRef('deposit');
  return (
    <a
      ref={anchor}
      className="btn btn--primary btn--sm"
      href={href}
      data-testid="deposit-button"
      {...(mobile ? { target: '_blank', rel: 'noopener' } : {})}
    >
      {label}
    </a>
  );
}

/** Logged-in header part: Deposit, wallet, orders and the profile menu with its user card and Log out. */
export function AccountMenus({
  wallet,
  orders,
  profile,
  user,
  depositHref,
  consoleHref,
  onLogout,
  userCard,
  onPreloadUserCard,
  walletSummary,
  onPreloadAccount,
}: AccountMenusProps) {
  const { labels } = useRendererEnv();
  const walletMenu = asMenu(wallet, 'wallet', labels.wallet);
  const ordersMenu = asMenu(orders, 'orders', labels.orders);
  const profileMenu = asMenu(profile, 'profile', labels.profile);
  const name = user ? user.nickname || user.user_nick || String(user.uid) : '';
  return (
    <div className="account-menus" data-testid="account-menus">
      {depositHref ? <DepositButton href={depositHref} label={labels.deposit} /> : null}
      {[walletMenu, ordersMenu].map((menu) =>
        menu ? (
          <ItemBoundary key={menu.id} path={menu.path} caption={labels.unavailable}>
            <DisclosureMenu
              itemId={menu.id}
              alignEnd
              panelClassName="nav-panel--account"
              trigger={<span className="item-label">{menu.label}</span>}
              onPreload={onPreloadAccount}
            >
              {menu === walletMenu ? walletSummary : null}
              <MenuPanelBody item={menu} drawItem={RenderItem} />
            </DisclosureMenu>
          </ItemBoundary>
        ) : null,
      )}
      {user && (profileMenu || onLogout) ? (
        <DisclosureMenu
          itemId="profile"
          alignEnd
          triggerClassName="bar-button bar-button--avatar"
          triggerLabel={profileMenu?.label ?? labels.profile}
          panelClassName="nav-panel--account nav-panel--profile"
          trigger={<Avatar user={user} />}
          lazy
          onPreload={onPreloadUserCard}
        >
          {userCard ?? (
            <div className="user-card">
              <Avatar user={user} />
              <div className="user-card-text">
                <span className="user-card-name">{name}</span>
                <span className="user-card-uid">
                  {labels.uid} {user.uid}
                  {user.tier_level > 0 ? <span className="tag tag--vip">{`${labels.tags.vip}${user.tier_level}`}</span> : null}
                </span>
              </div>
            </div>
          )}
          {profileMenu ? <MenuPanelBody item={profileMenu} drawItem={RenderItem} /> : null}
          {consoleHref ? (
            <a className="console-link" href={consoleHref} data-testid="ops-console-link">
              {labels.opsConsole}
            </a>
          ) : null}
          {onLogout ? (
            <button type="button" className="logout-button" onClick={onLogout}>
              {labels.logout}
            </button>
          ) : null}
        </DisclosureMenu>
      ) : null}
    </div>
  );
}
