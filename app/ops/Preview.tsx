import { useMemo } from 'react';
import { type Json, resolveExtends } from '../../engine/configMerge.ts';
import type { Audience } from '../../engine/ops/audience.ts';
import { describeHidden, siteWord } from '../../engine/ops/plainWords.ts';
import { readablePath } from '../../engine/ops/readablePath.ts';
import { howToShow } from '../../engine/ops/reasonFixes.ts';
import { hideNames, itemKeys } from '../../engine/regionEdits.ts';
import { everyReason, type HiddenReason } from '../../engine/visibility.ts';
import { RendererEnvProvider } from '../../renderer/env.tsx';
import { Footer } from '../../renderer/Footer.tsx';
import { Header } from '../../renderer/Header.tsx';
import { RTL_LANGS } from '../../schemas/siteConstants.ts';
import { BRAND } from '../layer/brand.ts';
import { messagesFor } from '../layer/i18n/labels.ts';
import { AudienceControls } from './AudienceControls.tsx';
import { COMPUTER, DeviceFrame, PHONE } from './DeviceFrame.tsx';
import { previewModel, previewUser } from './previewModel.ts';
import { RolloutItems } from './rollouts/RolloutWhy.tsx';
import type { RunningRollout } from './rollouts/useRunningRollout.ts';
import { usePreviewLanguage } from './usePreviewLanguage.ts';

interface Props {
  files: Record<string, Json>;
  /** The remote menu to draw as the main nav (remote-menu target), else undefined. */
  menu?: unknown;
  audience: Audience;
  setAudience: (a: Audience) => void;
  theme: 'light' | 'dark';
  usingLive: boolean;
  /** The target's running rollout: the items its change alters are listed with both sides' reasons. */
  rollout?: RunningRollout | null;
}

/** Items the sub-site's own file hides (`hide`), named by their label in what it inherits. */
function hiddenByRegionFile(files: Record<string, Json>, site: string): { key: string; label: string }[] {
  const raw = files[site];
  if (!raw || typeof raw !== 'object' || Array.isArray(raw) || !Array.isArray(raw.hide) || typeof raw.extends !== 'string') return [];
  const known = itemKeys(resolveExtends(raw.extends, files).value);
  return raw.hide.flatMap((entry) => {
    const hits = typeof entry === 'string' ? known.filter((k) => hideNames(entry, k.key, k.id)) : [];
    return hits.map((k) => ({ key: k.key, label: k.label }));
  });
}

/** The header, drawer and footer exactly as the site's renderer draws them for the chosen audience. */
export function Preview({ files, menu, audience, setAudience, theme, usingLive, rollout }: Props) {
  const language = usePreviewLanguage(audience.lang);
  const model = useMemo(
    () => previewModel(files, audience, menu, { origin: window.location.origin, year: new Date().getUTCFullYear() }),
    [files, audience, menu],
  );
  const hiddenByFile = useMemo(() => hiddenByRegionFile(files, audience.site), [files, audience.site]);
  // messagesFor reads the language's catalog once it is registered (language.ready).
  const env = useMemo(
    () => ({ theme, rtl: RTL_LANGS.includes(audience.lang), labels: messagesFor(language.ready ? audience.lang : 'en') }),
    [theme, audience.lang, language.ready],
  );
  const { config, layer, drawer, composed } = model;
  const headerProps =
    composed && layer && drawer
      ? {
          brand: { ...BRAND, region: composed.regionName },
          layer,
          features: composed.features,
          user: audience.login ? previewUser(audience.tier) : null,
          links: composed.links,
          loginLabel: composed.config.defaults.loginLabel,
          drawerContent: () => drawer,
          onLogout: () => undefined,
        }
      : undefined;

  const phone = audience.platform === 'h5';
  // The site's page as a visitor gets it, in a frame of the device's width (DeviceFrame).
  const page = headerProps ? (
    <div className="ops-preview" data-testid="ops-preview" data-site={audience.site} dir={env.rtl ? 'rtl' : 'ltr'} lang={audience.lang}>
      <Header {...headerProps} />
      <div className="ops-preview-page">Page content of {config?.name}</div>
      <Footer footer={layer!.footer} brand={BRAND} qrValue={composed!.appDownload} />
    </div>
  ) : null;

  return (
    <section className="ops-preview-panel" aria-labelledby="ops-preview-title" aria-busy={!language.ready}>
      <h2 id="ops-preview-title" className="ops-h2">
        Preview
      </h2>
      <AudienceControls audience={audience} onChange={setAudience} />
      {usingLive ? <p className="ops-note">The draft has errors: the preview shows the live version.</p> : null}
      {model.issues.length ? (
        <ul className="ops-issues" aria-label="Preview problems">
          {model.issues.map((i) => (
            <li key={`${i.file}${i.path}${i.reason}`}>
              <strong>{readablePath(i.path, files[i.file.replace(/\.json$/, '')])}</strong>: {i.reason}{' '}
              <span className="ops-hint">
                (<code>{i.file}</code> <code className="ops-path">{i.path}</code>)
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      {headerProps ? (
        <RendererEnvProvider value={env}>
          <p className="ops-hint ops-preview-actions">
            {siteWord(audience.site)} · {audience.lang} · {audience.login ? 'logged in' : 'visitor'} ·{' '}
            {phone
              ? `phone, ${PHONE.width} px wide: its menu button opens the drawer`
              : `computer, ${COMPUTER.width} px wide, scaled to fit (choose Device: phone for the phone header and drawer)`}
          </p>
          <DeviceFrame
            key={phone ? 'phone' : 'computer'}
            device={phone ? 'phone' : 'computer'}
            title={`${phone ? 'Phone' : 'Computer'} preview of ${siteWord(audience.site)}`}
            theme={theme}
            dir={env.rtl ? 'rtl' : 'ltr'}
            lang={audience.lang}
          >
            {page}
          </DeviceFrame>
        </RendererEnvProvider>
      ) : null}
      {rollout ? <RolloutItems running={rollout} /> : null}
      <h3 className="ops-h3">Hidden for this audience ({model.hidden.length + hiddenByFile.length})</h3>
      <ul className="ops-hidden-list" data-testid="ops-hidden">
        {hiddenByFile.map((h) => (
          <li key={h.key}>
            <strong>{h.label}</strong> —{' '}
            <span className="ops-rule">
              Hidden on {siteWord(audience.site)} by {audience.site}.json
            </span>{' '}
            <span className="ops-hint">({h.key})</span>
          </li>
        ))}
        {model.hidden.map((h) => {
          const [first, ...others] = everyReason(h);
          const fix = (r: HiddenReason) => <span className="ops-fix">{howToShow(r, { site: audience.site })}</span>;
          return (
            <li key={h.path} data-reasons={others.length + 1}>
              <strong>{h.label}</strong> — <span className="ops-rule">{describeHidden(h, audience.site)}</span>{' '}
              <span className="ops-hint">({readablePath(`$.${h.path}`, config)})</span>
              {first ? fix(first) : null}
              {others.length ? (
                <ul className="ops-reasons" aria-label={`Also hiding ${h.label}`}>
                  {others.map((r) => (
                    <li key={`${r.rule}${String(r.value)}`}>
                      Also: <span className="ops-rule">{describeHidden(r, audience.site)}</span> {fix(r)}
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
