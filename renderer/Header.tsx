import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { AccountMenus } from './AccountMenus.tsx';
import { AppDownloadMenu } from './AppDownloadMenu.tsx';
import { AuthButtons } from './AuthButtons.tsx';
import { useRendererEnv } from './env.tsx';
import type { HeaderProps } from './headerProps.ts';
import { Nav } from './Nav.tsx';
import { OverlayGroup } from './overlay/OverlayGroup.tsx';
import { ThemeToggle } from './ThemeToggle.tsx';
import { whenIdle } from './whenIdle.ts';
// The drawer's styles ride in the page's stylesheet (Drawer.tsx imports them too, so they stay out
// of its chunk): a stylesheet arriving after the page makes the browser recalculate the style of
// the whole document, one long task on a phone, while the drawer warms up unseen.
import './drawer.css';
import { AnchorScope } from './overlay/anchors.tsx';

const loadDrawer = () => import('./Drawer.tsx');
const Drawer = lazy(loadDrawer);

function MenuGlyph() {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
    </svg>
  );
}

/** The site header (banner landmark): brand, main nav, visitor or account actions, tools, drawer. */
export function Header(props: HeaderProps) {
  const { brand, layer, features, user, links, region, onToggleTheme, notice, onLogout } = props;
  const { labels } = useRendererEnv();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const showDownload = features.download && Boolean(links.download);
  const menuButton = useRef<HTMLButtonElement>(null);
  const { drawerContent } = props;
  // The phone's first tap on the menu must not wait for the drawer's code or its trees: when the
  // menu button is shown, both are made ready once the page is idle after its first paint.
  // Two idle periods, not one: the code first, then the trees (one long task would be two short).
  useEffect(() => {
    const button = menuButton.current;
    if (!button || button.offsetParent === null) return;
    let cancelTrees: (() => void) | undefined;
    const cancel = whenIdle(() => {
      void loadDrawer();
      cancelTrees = whenIdle(() => void drawerContent());
    });
    return () => {
      cancel();
      cancelTrees?.();
    };
  }, [drawerContent]);
  const closeDrawer = () => setDrawerOpen(false);
  const menuTrigger = (
    <button
      ref={menuButton}
      type="button"
      className="icon-button menu-button"
      aria-label={labels.openMenu}
      aria-expanded={drawerOpen}
      aria-haspopup="dialog"
      onPointerEnter={() => void loadDrawer()}
      onFocus={() => void loadDrawer()}
      onClick={() => setDrawerOpen(true)}
    >
      <MenuGlyph />
    </button>
  );
  const drawer = drawerOpen ? (
    <Suspense fallback={null}>
      <Drawer {...props} content={props.drawerContent()} onClose={closeDrawer} trigger={menuButton} />
    </Suspense>
  ) : null;
  // A host with a top bar of its own takes only the menu button and the drawer.
  if (props.drawerOnly)
    return (
      <div className="drawer-trigger">
        {menuTrigger}
        {drawer}
      </div>
    );
  // The header's panels (menus, account menus, tools) are one group: one open at a time.
  return (
    <OverlayGroup>
      <AnchorScope>
        <header className="site-header" data-panel-anchor>
          <div className="header-bar">
            <a className="brand" href={links.home}>
              <img className="brand-logo" src={brand.logo} alt="" width="28" height="28" />
              <span className="brand-name">{brand.name}</span>
              {brand.region ? <span className="brand-region">{brand.region}</span> : null}
            </a>
            {features.demoBadge ? (
              <span className="demo-badge" data-testid="demo-badge">
                {labels.demoTrading}
              </span>
            ) : null}
            {props.liveTrading ? (
              <a className="live-link" href={props.liveTrading.href} data-testid="live-trading-link">
                {props.liveTrading.label}
              </a>
            ) : null}
            <Nav items={layer.header.main} />
            <div className="header-actions">
              {features.accountMenus ? (
                <AccountMenus
                  wallet={layer.header.wallet}
                  orders={layer.header.orders}
                  profile={layer.header.profile}
                  user={user}
                  depositHref={features.deposit ? links.deposit : null}
                  consoleHref={links.opsConsole}
                  onLogout={features.logout ? onLogout : undefined}
                  userCard={props.userCard}
                  onPreloadUserCard={props.onPreloadUserCard}
                  walletSummary={props.walletSummary}
                  onPreloadAccount={props.onPreloadAccount}
                />
              ) : (
                <div className="auth-buttons">
                  <AuthButtons features={features} links={links} loginLabel={props.loginLabel} />
                </div>
              )}
              {props.search || props.notifications || props.settings || region || onToggleTheme || showDownload ? (
                <div className="header-tools">
                  {props.search}
                  {showDownload && links.download ? <AppDownloadMenu href={links.download} /> : null}
                  {props.notifications}
                  {props.settings}
                  {region}
                  {onToggleTheme ? <ThemeToggle onToggle={onToggleTheme} /> : null}
                </div>
              ) : null}
              {menuTrigger}
              {props.bubble}
            </div>
          </div>
          {notice}
          {drawer}
        </header>
      </AnchorScope>
    </OverlayGroup>
  );
}
