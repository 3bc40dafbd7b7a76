import { type ComponentType, useEffect, useMemo, useState } from 'react';
import { buildHref } from '../../engine/links.ts';
import type { ResolvedLayer } from '../../engine/resolveLayer.ts';
import { CurrentPathProvider } from '../../renderer/currentPath.tsx';
import { Footer, type FooterProps } from '../../renderer/Footer.tsx';
import { Header } from '../../renderer/Header.tsx';
import type { HeaderLinks } from '../../renderer/headerProps.ts';
import { RiskWarning } from '../../renderer/RiskWarning.tsx';
import type { Announcement } from '../../schemas/api/announcement.ts';
import type { Bootstrap } from '../../schemas/bootstrap.ts';
import type { ApiClient } from './api/client.ts';
import { BRAND } from './brand.ts';
import { composePage } from './composePage.ts';
import { sendLayerCommand } from './embed/hostContract.ts';
import { AccountSummary } from './header/AccountSummary.tsx';
import { DrawerOps, LogoutHost, preloadLogout, preloadUserCard, RegionControl, RewardsCard, UserCardSlot } from './header/HeaderSlots.tsx';
import { seedPreferences } from './header/prefs.ts';
import { useAccountOverview } from './header/useAccountOverview.ts';
import { useRemoteMenu } from './header/useRemoteMenu.ts';
import { consentLabels, type Messages, shellLabels } from './i18n/labels.ts';
import type { PageFacts } from './pageFacts.ts';
import type { PageProps } from './pageProps.ts';
import type { Route } from './route.ts';
import { AnnouncementSlot } from './slots/AnnouncementSlot.tsx';
import { BubbleSlot } from './slots/BubbleSlot.tsx';
import { ConsentSlot, openConsentSettings } from './slots/ConsentSlot.tsx';
import { footerFiat } from './slots/footerFiat.ts';
import { ReminderSlot } from './slots/ReminderSlot.tsx';
import { SearchSlot } from './slots/SearchSlot.tsx';
import { SettingsSlot } from './slots/SettingsSlot.tsx';
import type { SlotProps } from './slots/slotProps.ts';

interface Props {
  boot: Bootstrap;
  route: Route;
  api: ApiClient;
  messages: Messages;
  onToggleTheme: () => void;
  /** What the page knows from the address bar, cookies and clock (the server sends its values for hydration). */
  client: PageFacts;
  /** The announcement the server drew; undefined on a page drawn in the browser only. */
  bulletin?: Announcement | null;
  /**
   * The whole page frame (the app's own pages), or one part of the layer for a host
   * page that embeds it (the fragment and the package draw the header and the footer apart).
   */
  part?: LayerPart;
  /**
   * The page's own content (the site's pages: app/site/pages/PageBody.tsx). Passed in rather than
   * imported, so a host of the layer's parts never bundles the site's pages (login, signup, the ops
   * console).
   */
  Body?: ComponentType<PageProps>;
}

export type LayerPart = 'page' | 'header' | 'footer' | 'drawer';

/**
 * The footer, given the resolved layer rather than its footer: the footer's items are resolved
 * when first read (engine/resolveLayer.ts), so here, in this component's own render, not in the shell's.
 */
function LayerFooter({ layer, ...props }: Omit<FooterProps, 'footer'> & { layer: ResolvedLayer }) {
  return <Footer footer={layer.footer} {...props} />;
}

/** Turns the bootstrap into the visible layer: context, resolved trees, header parts, page. */
export function Shell({ boot, route, api, messages, onToggleTheme, client, bulletin, part = 'page', Body }: Props) {
  seedPreferences(boot.prefs);
  const remote = useRemoteMenu(boot, api);
  const account = useAccountOverview(api, boot.user !== null);
  // The account mode asked for when the wallet or orders menu opens wins over the bootstrap's, so a
  // mode switched elsewhere relabels the menus without a reload (SPEC §4).
  const answeredMode = account.overview?.answered ? account.overview.settings.mode : undefined;
  const composed = useMemo(() => composePage(boot, remote, route, client, answeredMode), [boot, remote, route, client, answeredMode]);
  const { config, ctx, layer, features, links, linkOptions, languages } = composed;
  const [loggingOut, setLoggingOut] = useState(false);

  // SPEC §7 click analytics, sent without ever holding up the click; where the region asks for
  // consent, only once analytics are accepted. Their code loads once the layer is drawn. Once per
  // page: an embedded footer is a second root beside the header.
  const consentRequired = config.consent !== undefined;
  const rollout = boot.rollout;
  useEffect(() => {
    if (part === 'footer') return;
    let stop: (() => void) | undefined;
    let gone = false;
    void import('./analytics/consented.ts').then((m) => {
      if (!gone) stop = m.installConsentedAnalytics(consentRequired, rollout);
    });
    return () => {
      gone = true;
      stop?.();
    };
  }, [consentRequired, part, rollout]);

  // SPEC §6: an Australia redirect or the Turkey sanction flag sends users to the compliance tips page.
  useEffect(() => {
    if (part !== 'footer' && features.complianceRedirect && route.page !== 'compliance')
      window.location.replace(`${route.prefix}/state_compliance_tips`);
  }, [features.complianceRedirect, route, part]);

  const headerLinks: HeaderLinks = links;
  const regionProps = { boot, api, messages, languages, features, linkOptions };
  const slot: SlotProps = { boot, route, api, ctx, features, layer, messages };
  // The page's way to the header's search (the not-found page's button): the command the search slot hears.
  const openSearch = useMemo(() => (features.search ? () => sendLayerCommand({ type: 'open-search' }) : undefined), [features.search]);
  // The ops console is a tool, not a site page: nothing of the site (announcement bar, campaign
  // bubble, cookie notice) is drawn over its controls.
  const isConsole = route.page === 'ops';

  const header = (
    <Header
      search={<SearchSlot {...slot} />}
      notifications={<ReminderSlot {...slot} />}
      settings={<SettingsSlot {...slot} />}
      bubble={isConsole ? null : <BubbleSlot {...slot} />}
      brand={{ ...BRAND, region: composed.regionName }}
      layer={layer}
      features={features}
      user={boot.user}
      links={headerLinks}
      loginLabel={config.defaults.loginLabel}
      region={features.language ? <RegionControl {...regionProps} /> : undefined}
      userCard={<UserCardSlot boot={boot} api={api} messages={messages} prefix={route.prefix} linkOptions={linkOptions} />}
      onPreloadUserCard={preloadUserCard}
      walletSummary={
        boot.user ? (
          <AccountSummary
            overview={account.overview}
            messages={messages}
            crossMarginHref={buildHref('/myaccount/myfunds/cross_margin', ctx.lang, linkOptions)}
          />
        ) : undefined
      }
      onPreloadAccount={account.load}
      drawerOps={<DrawerOps {...regionProps} />}
      drawerPromo={features.drawerPromo && composed.rewards?.href ? <RewardsCard href={composed.rewards.href} messages={messages} /> : null}
      liveTrading={links.liveTrading ? { href: links.liveTrading, label: messages.liveTrading } : null}
      onToggleTheme={features.theme ? onToggleTheme : undefined}
      notice={
        features.ipLimitBar ? (
          <p className="notice-bar" role="status">
            {messages.ipLimit}
          </p>
        ) : null
      }
      onLogout={() => {
        preloadLogout();
        setLoggingOut(true);
      }}
      drawerContent={composed.drawer}
      drawerOnly={part === 'drawer'}
    />
  );

  const top = (
    <>
      {/* Early in the document: the banner's choices are the next Tab stops after the skip link. */}
      {isConsole || part === 'drawer' ? null : <ConsentSlot {...slot} initial={client.consentPrompt} />}
      {isConsole || part === 'drawer' ? null : <AnnouncementSlot {...slot} initial={bulletin} />}
      {composed.riskWarning && part !== 'drawer' ? (
        <div className="sticky-top">
          <RiskWarning warning={composed.riskWarning} label={shellLabels(route.lang).riskWarning} />
          {header}
        </div>
      ) : (
        header
      )}
    </>
  );
  const footer = (
    <LayerFooter
      layer={layer}
      brand={BRAND}
      qrValue={composed.appDownload}
      qr={client.appQr}
      languages={features.language ? languages : undefined}
      fiat={features.fiat ? footerFiat(boot) : undefined}
      cookieSettings={consentRequired ? { label: consentLabels(route.lang).footerLink, onOpen: openConsentSettings } : undefined}
    />
  );
  const overlays = (
    <LogoutHost
      open={loggingOut}
      api={api}
      prefix={route.prefix}
      messages={messages}
      onCancel={() => setLoggingOut(false)}
      onStayed={() => {
        setLoggingOut(false);
        sendLayerCommand({ type: 'refresh-user' });
      }}
    />
  );
  const here = `${route.prefix}${route.path}`;
  if (part === 'header' || part === 'drawer')
    return (
      <CurrentPathProvider value={here}>
        {top}
        {overlays}
      </CurrentPathProvider>
    );
  if (part === 'footer') return <CurrentPathProvider value={here}>{footer}</CurrentPathProvider>;

  return (
    <CurrentPathProvider value={here}>
      <div className="page" data-site={boot.site} data-lang={boot.lang}>
        <a className="skip-link" href="#main">
          {messages.skipToContent}
        </a>
        {top}
        <main id="main" className="page-main" tabIndex={-1}>
          {Body ? <Body boot={boot} route={route} api={api} layer={layer} messages={messages} openSearch={openSearch} /> : null}
        </main>
        {footer}
        {overlays}
      </div>
    </CurrentPathProvider>
  );
}
