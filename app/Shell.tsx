import Cookies from 'js-cookie';
import { useEffect, useMemo, useState } from 'react';
import { contextFromBootstrap } from '../engine/context.ts';
import { headerFeatures, liveTradingHref, withRegionDefaults } from '../engine/headerFeatures.ts';
import { linkOptionsFor, resolveLayer } from '../engine/layer.ts';
import { buildHref } from '../engine/links.ts';
import type { ResolvedItem } from '../engine/resolveItems.ts';
import { Footer } from '../renderer/Footer.tsx';
import { type DrawerContent, Header, type HeaderLinks } from '../renderer/Header.tsx';
import type { LanguageOption } from '../renderer/LanguageMenu.tsx';
import type { Bootstrap } from '../schemas/bootstrap.ts';
import type { Lang } from '../schemas/site.ts';
import { LANGUAGES } from '../schemas/siteConstants.ts';
import { installClickAnalytics } from './analytics/clicks.ts';
import { createAnalytics, keepaliveTransport } from './analytics/sink.ts';
import type { ApiClient } from './api/client.ts';
import { BRAND } from './brand.ts';
import { AccountSummary } from './header/AccountSummary.tsx';
import { DrawerOps, LogoutHost, preloadLogout, preloadUserCard, RegionControl, RewardsCard, UserCardSlot } from './header/HeaderSlots.tsx';
import { seedPreferences } from './header/prefs.ts';
import { useAccountOverview } from './header/useAccountOverview.ts';
import { useRemoteMenu } from './header/useRemoteMenu.ts';
import type { Messages } from './messages.ts';
import { PageBody } from './pages/PageBody.tsx';
import { pathInLang, type Route } from './route.ts';
import { AnnouncementSlot } from './slots/AnnouncementSlot.tsx';
import { BubbleSlot } from './slots/BubbleSlot.tsx';
import { CookieNoticeSlot } from './slots/CookieNoticeSlot.tsx';
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
}

function languageOptions(boot: Bootstrap, route: Route): LanguageOption[] {
  const listed = Object.entries(boot.params.lang_list);
  const source = listed.length > 0 ? listed : Object.entries(LANGUAGES);
  return source
    .filter(([code]) => Object.hasOwn(LANGUAGES, code))
    .map(([code, name]) => ({ code, name, href: pathInLang(route, code as Lang, window.location.search), current: code === route.lang }));
}

function findItem(items: readonly ResolvedItem[], id: string): ResolvedItem | undefined {
  for (const item of items) {
    if (item.id === id) return item;
    const inner = findItem(item.children, id);
    if (inner) return inner;
  }
  return undefined;
}

/** Turns the bootstrap into the visible layer: context, resolved trees, header parts, page. */
export function Shell({ boot, route, api, messages, onToggleTheme }: Props) {
  seedPreferences(boot.prefs);
  const remote = useRemoteMenu(boot, api);
  // Region defaults (trade pair) first; the remote menu, when on and loaded, replaces the main nav.
  const config = useMemo(() => {
    const regional = withRegionDefaults(boot.config);
    if (!remote || remote.header.source === 'config') return regional;
    return { ...regional, header: { ...regional.header, main: remote.header.items } };
  }, [boot.config, remote]);
  const account = useAccountOverview(api, boot.user !== null);
  // The account mode asked for when the wallet or orders menu opens wins over the bootstrap's, so a
  // mode switched elsewhere relabels the menus without a reload (SPEC §4).
  const answeredMode = account.overview?.answered ? account.overview.settings.mode : undefined;
  const ctx = useMemo(() => {
    const base = contextFromBootstrap(boot, { platform: 'web', isSwitchTag: Cookies.get('is_switch_tag') !== undefined });
    return answeredMode ? { ...base, accountMode: answeredMode } : base;
  }, [boot, answeredMode]);
  const linkOptions = useMemo(() => linkOptionsFor(config), [config]);
  const layer = useMemo(() => resolveLayer(config, ctx, linkOptions), [config, ctx, linkOptions]);
  const features = useMemo(() => headerFeatures(config, ctx), [config, ctx]);
  const [loggingOut, setLoggingOut] = useState(false);

  // SPEC §7 click analytics, sent without ever holding up the click.
  useEffect(() => installClickAnalytics(createAnalytics(keepaliveTransport(() => Cookies.get('csrftoken')))), []);

  const links: HeaderLinks = useMemo(() => {
    const href = (raw: string) => buildHref(raw, ctx.lang, linkOptions);
    return {
      home: route.prefix || '/',
      login: href(config.defaults.loginHref),
      signup: href(config.defaults.signupHref),
      deposit: href(config.defaults.depositHref),
      download: href('/mobileapp?pos=header'),
    };
  }, [config, ctx.lang, linkOptions, route.prefix]);

  // SPEC §6: an Australia redirect or the Turkey sanction flag sends users to the compliance tips page.
  useEffect(() => {
    if (features.complianceRedirect && route.page !== 'compliance') window.location.replace(`${route.prefix}/state_compliance_tips`);
  }, [features.complianceRedirect, route]);

  // The drawer is drawn from the same config resolved for the h5 placement (SPEC §5 platform_type).
  const drawerContent = (): DrawerContent => {
    const side = remote && remote.side.source !== 'config' ? { ...config, header: { ...config.header, main: remote.side.items } } : config;
    return resolveLayer(side, { ...ctx, platform: 'h5' }, linkOptions).header;
  };
  const rewards = findItem(layer.header.main, 'rewards');
  const live = liveTradingHref(config.defaults.liveSiteUrl, route.path, window.location.search);
  const liveHref = live ? buildHref(live, ctx.lang, linkOptions) : null;
  const languages = features.language ? languageOptions(boot, route) : [];
  const regionProps = { boot, api, messages, languages, features, linkOptions };

  const region = boot.site === 'main' ? undefined : config.name;
  const qrValue = `${window.location.origin}${route.prefix}/mobileapp?pos=footer`;

  const slot: SlotProps = { boot, route, api, ctx, features, layer, messages };

  return (
    <div className="page" data-site={boot.site} data-lang={boot.lang}>
      <a className="skip-link" href="#main">
        {messages.skipToContent}
      </a>
      <AnnouncementSlot {...slot} />
      <Header
        search={<SearchSlot {...slot} />}
        notifications={<ReminderSlot {...slot} />}
        settings={<SettingsSlot {...slot} />}
        bubble={<BubbleSlot {...slot} />}
        brand={{ ...BRAND, region }}
        layer={layer}
        features={features}
        user={boot.user}
        links={links}
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
        drawerPromo={rewards?.href && features.signup ? <RewardsCard href={rewards.href} messages={messages} /> : null}
        liveTrading={liveHref ? { href: liveHref, label: messages.liveTrading } : null}
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
        drawerContent={drawerContent}
      />
      <main id="main" className="page-main" tabIndex={-1}>
        <PageBody boot={boot} route={route} api={api} layer={layer} messages={messages} />
      </main>
      <Footer
        footer={layer.footer}
        brand={BRAND}
        qrValue={qrValue}
        languages={features.language ? languageOptions(boot, route) : undefined}
        fiat={features.fiat ? footerFiat(boot) : undefined}
      />
      <CookieNoticeSlot {...slot} />
      <LogoutHost open={loggingOut} api={api} prefix={route.prefix} messages={messages} onCancel={() => setLoggingOut(false)} />
    </div>
  );
}
