import Cookies from 'js-cookie';
import { useEffect, useMemo } from 'react';
import { contextFromBootstrap } from '../engine/context.ts';
import { headerFeatures } from '../engine/headerFeatures.ts';
import { linkOptionsFor, resolveLayer } from '../engine/layer.ts';
import { buildHref } from '../engine/links.ts';
import { Footer } from '../renderer/Footer.tsx';
import { type DrawerContent, Header, type HeaderLinks } from '../renderer/Header.tsx';
import type { LanguageOption } from '../renderer/LanguageMenu.tsx';
import type { Bootstrap } from '../schemas/bootstrap.ts';
import type { Lang } from '../schemas/site.ts';
import { LANGUAGES } from '../schemas/siteConstants.ts';
import type { ApiClient } from './api/client.ts';
import { BRAND } from './brand.ts';
import type { Messages } from './messages.ts';
import { PageBody } from './pages/PageBody.tsx';
import { pathInLang, type Route } from './route.ts';
import { AnnouncementSlot } from './slots/AnnouncementSlot.tsx';
import { CookieNoticeSlot } from './slots/CookieNoticeSlot.tsx';
import { ReminderSlot } from './slots/ReminderSlot.tsx';
import { SearchSlot } from './slots/SearchSlot.tsx';
import { SettingsSlot } from './slots/SettingsSlot.tsx';
import type { SlotProps } from './slots/slotProps.ts';

export const LOGOUT_PATH = '/api/web/v1/usercenter/logout';

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

/** Turns the bootstrap into the visible layer: context, resolved trees, header parts, page. */
export function Shell({ boot, route, api, messages, onToggleTheme }: Props) {
  const { config } = boot;
  const ctx = useMemo(
    () => contextFromBootstrap(boot, { platform: 'web', isSwitchTag: Cookies.get('is_switch_tag') !== undefined }),
    [boot],
  );
  const linkOptions = useMemo(() => linkOptionsFor(config), [config]);
  const layer = useMemo(() => resolveLayer(config, ctx, linkOptions), [config, ctx, linkOptions]);
  const features = useMemo(() => headerFeatures(config, ctx), [config, ctx]);

  const links: HeaderLinks = useMemo(() => {
    const href = (raw: string) => buildHref(raw, ctx.lang, linkOptions);
    return {
      home: route.prefix || '/',
      login: href(config.defaults.loginHref),
      signup: href(config.defaults.signupHref),
      deposit: href(config.defaults.depositHref),
    };
  }, [config, ctx.lang, linkOptions, route.prefix]);

  // SPEC §6: an Australia redirect or the Turkey sanction flag sends users to the compliance tips page.
  useEffect(() => {
    if (features.complianceRedirect && route.page !== 'compliance') window.location.replace(`${route.prefix}/state_compliance_tips`);
  }, [features.complianceRedirect, route]);

  // The drawer is drawn from the same config resolved for the h5 placement (SPEC §5 platform_type).
  const drawerContent = (): DrawerContent => resolveLayer(config, { ...ctx, platform: 'h5' }, linkOptions).header;

  const onLogout = async () => {
    await api.post(LOGOUT_PATH, {});
    Cookies.remove('pver', { path: '/' });
    Cookies.remove('sign', { path: '/' });
    window.location.assign(`${route.prefix}/login`);
  };

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
        brand={{ ...BRAND, region }}
        layer={layer}
        features={features}
        user={boot.user}
        links={links}
        loginLabel={config.defaults.loginLabel}
        languages={features.language ? languageOptions(boot, route) : undefined}
        onToggleTheme={features.theme ? onToggleTheme : undefined}
        notice={
          features.ipLimitBar ? (
            <p className="notice-bar" role="status">
              {messages.ipLimit}
            </p>
          ) : null
        }
        onLogout={() => void onLogout()}
        drawerContent={drawerContent}
      />
      <main id="main" className="page-main" tabIndex={-1}>
        <PageBody boot={boot} route={route} api={api} layer={layer} messages={messages} />
      </main>
      <Footer footer={layer.footer} brand={BRAND} qrValue={qrValue} />
      <CookieNoticeSlot {...slot} />
    </div>
  );
}
