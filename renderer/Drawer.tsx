import { type RefObject, useEffect } from 'react';
import { vipBadge } from '../engine/user/userCard.ts';
import { Avatar, asMenu } from './AccountMenus.tsx';
import { AuthButtons } from './AuthButtons.tsx';
import { AccordionProvider, useAccordionState } from './accordion.tsx';
import { useRendererEnv } from './env.tsx';
import type { DrawerContent, HeaderProps } from './headerProps.ts';
import { Dialog } from './overlay/Dialog.tsx';
import { scrollLockTarget } from './portalTarget.ts';
import { RenderItem, RenderItemList } from './registry.tsx';
import { ThemeToggle } from './ThemeToggle.tsx';
import { useViewWindow } from './viewWindow.ts';
import './drawer.css';
import { CloseGlyph } from './CloseGlyph.tsx';

interface DrawerProps extends HeaderProps {
  content: DrawerContent;
  onClose: () => void;
  /** The menu button: focus goes back to it when the drawer closes (else to what had focus before). */
  trigger?: RefObject<HTMLElement | null>;
}

const closeButton = (box: HTMLElement) => box.querySelector<HTMLElement>('.drawer-close');

/**
 * The mobile side drawer (a modal dialog): sign-up/log-in block or the account block, the main
 * nav as accordions (one open at a time) drawn by the same item components with `mobile`, and
 * the operations (language, theme, log out).
 */
export default function Drawer({
  content,
  onClose,
  trigger,
  features,
  links,
  user,
  loginLabel,
  brand,
  onToggleTheme,
  onLogout,
  drawerOps,
  drawerPromo,
  liveTrading,
}: DrawerProps) {
  const { labels } = useRendererEnv();
  const accordion = useAccordionState();
  const view = useViewWindow();

  useEffect(() => {
    const root = view ? view.document.documentElement : scrollLockTarget();
    root?.classList.add('drawer-open');
    return () => root?.classList.remove('drawer-open');
  }, [view]);

  const account = user
    ? [
        asMenu(content.wallet, 'wallet', labels.wallet),
        asMenu(content.orders, 'orders', labels.orders),
        asMenu(content.profile, 'profile', labels.profile),
      ]
    : [];
  const name = user ? user.nickname || user.user_nick || String(user.uid) : '';
  // SPEC §2: the VIP badge in the sidebar as in the header's user card.
  const vip = user ? vipBadge(user) : null;

  // The overlay layer's Dialog: portalled (independent of the header's box), focus scope, Escape.
  return (
    <Dialog
      onClose={onClose}
      rootClassName="drawer-root"
      backdropClassName="drawer-backdrop"
      className="drawer"
      aria-label={labels.mainNav}
      testId="drawer"
      initialFocus={closeButton}
      returnFocus={trigger}
    >
      <div className="drawer-head">
        <span className="brand">
          <img className="brand-logo" src={brand.logo} alt="" width="24" height="24" />
          <span className="brand-name">{brand.name}</span>
        </span>
        <button type="button" className="icon-button drawer-close" aria-label={labels.closeMenu} onClick={onClose}>
          <CloseGlyph size={22} />
        </button>
      </div>
      <div className="drawer-body">
        {user ? (
          <div className="drawer-user">
            <div className="drawer-user-id">
              <Avatar user={user} />
              <div className="user-card-text">
                <span className="user-card-name">
                  {name}
                  {vip ? (
                    <span className="tag tag--vip" data-testid="drawer-vip-badge">
                      {`${labels.tags.vip}${vip.tier}`}
                    </span>
                  ) : null}
                </span>
                <span className="user-card-uid">
                  {labels.uid} {user.uid}
                </span>
              </div>
            </div>
            {features.deposit && links.deposit ? (
              <a className="btn btn--primary btn--block" href={links.deposit} target="_blank" rel="noopener" data-testid="drawer-deposit">
                {labels.deposit}
              </a>
            ) : null}
          </div>
        ) : features.login || features.signup ? (
          <div className="drawer-auth" data-testid="drawer-auth">
            <AuthButtons features={features} links={links} loginLabel={loginLabel} block />
          </div>
        ) : null}
        {user ? null : drawerPromo}
        <AccordionProvider value={accordion}>
          <nav aria-label={labels.mainNav} className="drawer-nav">
            <RenderItemList className="drawer-list" items={content.main} placement="bar" mobile />
          </nav>
          {account.length > 0 ? (
            <div className="drawer-section">
              {account.map((menu) => (menu ? <RenderItem key={menu.path} item={menu} placement="account" mobile /> : null))}
            </div>
          ) : null}
          <div className="drawer-section drawer-ops">
            {liveTrading ? (
              <a className="row-button live-link--drawer" href={liveTrading.href} data-testid="drawer-live-trading">
                {liveTrading.label}
              </a>
            ) : null}
            {drawerOps}
            {user && links.opsConsole ? (
              <a className="row-button console-link--drawer" href={links.opsConsole} data-testid="drawer-ops-console">
                {labels.opsConsole}
              </a>
            ) : null}
            {onToggleTheme ? <ThemeToggle onToggle={onToggleTheme} withText /> : null}
            {user && features.logout && onLogout ? (
              <button type="button" className="row-button logout-button" onClick={onLogout}>
                {labels.logout}
              </button>
            ) : null}
          </div>
        </AccordionProvider>
      </div>
    </Dialog>
  );
}
