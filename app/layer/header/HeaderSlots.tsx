import { lazy, type ReactNode, Suspense, useCallback, useState } from 'react';
import type { HeaderFeatures } from '../../../engine/headerFeatures.ts';
import { buildHref, type LinkOptions } from '../../../engine/links.ts';
import { useAccordionItem } from '../../../renderer/accordion.tsx';
import { Chevron } from '../../../renderer/DisclosureMenu.tsx';
import { GlobeGlyph, LanguageMenu, type LanguageOption } from '../../../renderer/LanguageMenu.tsx';
import type { Bootstrap } from '../../../schemas/bootstrap.ts';
import type { ApiClient } from '../api/client.ts';
import type { Messages } from '../i18n/labels.ts';
import { usePreferences } from './prefs.ts';
import type { RegionTab } from './RegionModal.tsx';
import './slots.css';
import { answer } from '../api/call.ts';

// Everything below the first paint loads on demand (DESIGN budget): dialogs, the rich user card,
// the logout flow. The loaders double as preloads on hover and focus.
const loadUserCard = () => import('./UserCard.tsx');
const loadRegion = () => import('./RegionModal.tsx');
const loadLogout = () => import('./LogoutFlow.tsx');
const loadSettings = () => import('./SettingsPanel.tsx');
const UserCard = lazy(loadUserCard);
const RegionModal = lazy(loadRegion);
const LogoutFlow = lazy(loadLogout);
const RiseColorGroup = lazy(() => loadSettings().then((m) => ({ default: m.RiseColorGroup })));
const RefTimeGroup = lazy(() => loadSettings().then((m) => ({ default: m.RefTimeGroup })));
const SheetModal = lazy(() => import('./Modal.tsx').then((m) => ({ default: m.Modal })));

export const preloadUserCard = () => void loadUserCard();
export const preloadRegion = () => void loadRegion();
export const preloadLogout = () => void loadLogout();

interface Common {
  boot: Bootstrap;
  messages: Messages;
}

export function UserCardSlot({
  boot,
  api,
  messages,
  prefix,
  linkOptions,
}: Common & { api: ApiClient; prefix: string; linkOptions: LinkOptions }) {
  const prefs = usePreferences(boot.prefs);
  const loadTags = useCallback(() => answer(api, 'userTag'), [api]);
  if (!boot.user) return null;
  return (
    <Suspense fallback={<div className="user-card user-card--loading" aria-busy="true" />}>
      <UserCard
        user={boot.user}
        defaults={boot.config.defaults}
        fiat={prefs.currFiat}
        rates={boot.params.curr_fiat_market_rates}
        fiats={boot.params.fiat_list}
        securityHref={buildHref('/myaccount/security-setting', boot.lang, linkOptions) ?? (prefix || null)}
        messages={messages}
        loadTags={loadTags}
      />
    </Suspense>
  );
}

interface RegionProps extends Common {
  api: ApiClient;
  languages: readonly LanguageOption[];
  features: HeaderFeatures;
  linkOptions: LinkOptions;
}

/** The desktop globe button and its two-tab dialog (language; exchange rate unless the region hides fiat). */
export function RegionControl(props: RegionProps) {
  const [open, setOpen] = useState(false);
  const current = props.languages.find((l) => l.current)?.name ?? '';
  const tabs: RegionTab[] = props.features.fiat ? ['language', 'rate'] : ['language'];
  return (
    <>
      <LanguageMenu current={current} label={props.messages.languageAndRegion} onOpen={() => setOpen(true)} onPreload={preloadRegion} />
      {open ? <RegionDialog {...props} tabs={tabs} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

function RegionDialog(props: RegionProps & { tabs: RegionTab[]; sheet?: boolean; onClose: () => void }) {
  const { api } = props;
  const loadRates = useCallback(() => answer(api, 'fiatRates'), [api]);
  return (
    <Suspense fallback={null}>
      <RegionModal
        languages={props.languages}
        fiats={props.boot.params.fiat_list}
        rates={props.boot.params.curr_fiat_market_rates}
        loadRates={loadRates}
        config={props.boot.config}
        linkOptions={props.linkOptions}
        initial={props.boot.prefs}
        messages={props.messages}
        tabs={props.tabs}
        sheet={props.sheet}
        onClose={props.onClose}
      />
    </Suspense>
  );
}

type SheetKind = 'language' | 'rate' | 'riseTime' | 'riseColor';

function OpsRow({
  id,
  icon,
  label,
  value,
  onOpen,
}: {
  id: SheetKind;
  icon?: ReactNode;
  label: string;
  value?: string;
  onOpen: () => void;
}) {
  // A plain row in the drawer's operations; the accordion context closes any open nav section.
  const [, toggle] = useAccordionItem(`__ops-${id}`);
  return (
    <button
      type="button"
      className="acc-trigger ops-row"
      aria-haspopup="dialog"
      data-testid={`ops-${id}`}
      onClick={() => {
        toggle();
        onOpen();
      }}
    >
      {icon}
      <span className="item-label">{label}</span>
      {value ? <span className="acc-value">{value}</span> : null}
      <Chevron />
    </button>
  );
}

/** The drawer's operations and their mobile modals (SPEC §2: language, rate, riseTime, riseColor). */
export function DrawerOps(props: RegionProps) {
  const { messages: m, features, boot } = props;
  const [sheet, setSheet] = useState<SheetKind | null>(null);
  const prefs = usePreferences(boot.prefs);
  const close = () => setSheet(null);
  const current = props.languages.find((l) => l.current)?.name;
  const rise = prefs.riseColorValue === 'risered' ? m.riseRed : m.riseGreen;
  return (
    <>
      {features.language ? (
        <OpsRow id="language" icon={<GlobeGlyph />} label={m.language} value={current} onOpen={() => setSheet('language')} />
      ) : null}
      {features.fiat ? <OpsRow id="rate" label={m.rateTab} value={prefs.currFiat || 'USD'} onOpen={() => setSheet('rate')} /> : null}
      {features.settings ? (
        <>
          <OpsRow id="riseTime" label={m.changePeriod} value={m.periods[prefs.reftimeValue]} onOpen={() => setSheet('riseTime')} />
          <OpsRow id="riseColor" label={m.riseColor} value={rise} onOpen={() => setSheet('riseColor')} />
        </>
      ) : null}
      {sheet === 'language' || sheet === 'rate' ? <RegionDialog {...props} tabs={[sheet]} sheet onClose={close} /> : null}
      {sheet === 'riseTime' || sheet === 'riseColor' ? (
        <Suspense fallback={null}>
          <SheetModal
            title={sheet === 'riseTime' ? m.changePeriod : m.riseColor}
            onClose={close}
            closeLabel={m.close}
            sheet
            testId={`sheet-${sheet}`}
          >
            {sheet === 'riseTime' ? (
              <RefTimeGroup features={features} initial={boot.prefs} messages={m} />
            ) : (
              <RiseColorGroup features={features} initial={boot.prefs} messages={m} />
            )}
          </SheetModal>
        </Suspense>
      ) : null}
    </>
  );
}

/** SPEC §4, §6: the logout flow, mounted while it runs. */
export function LogoutHost({
  open,
  api,
  prefix,
  messages,
  onCancel,
  onStayed,
}: {
  open: boolean;
  api: ApiClient;
  prefix: string;
  messages: Messages;
  onCancel: () => void;
  onStayed?: () => void;
}) {
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <LogoutFlow api={api} prefix={prefix} messages={messages} onCancel={onCancel} onStayed={onStayed} />
    </Suspense>
  );
}

/** SPEC §6: the rewards-hub card for visitors in the drawer. */
export function RewardsCard({ href, messages }: { href: string; messages: Messages }) {
  return (
    <a className="rewards-card" href={href} data-testid="rewards-card" data-item-id="rewards-card">
      <strong>{messages.rewardsTitle}</strong>
      <span>{messages.rewardsText}</span>
    </a>
  );
}
