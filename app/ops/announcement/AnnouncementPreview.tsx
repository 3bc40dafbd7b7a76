import { useId, useMemo, useState } from 'react';
import type { Json } from '../../../engine/configMerge.ts';
import { announcementIn, liveAnnouncement } from '../../../engine/notifications/announcementSchedule.ts';
import { resolveRegionSet } from '../../../engine/regionSet.ts';
import { RendererEnvProvider } from '../../../renderer/env.tsx';
import { AnnouncementItem } from '../../../schemas/announcements.ts';
import type { Lang, SiteCode } from '../../../schemas/site.ts';
import { LANG_CODES, LANGUAGES, RTL_LANGS } from '../../../schemas/siteConstants.ts';
import { messagesFor } from '../../layer/i18n/labels.ts';
import { AnnouncementSlot } from '../../layer/slots/AnnouncementSlot.tsx';
import { COMPUTER, type Device, DeviceFrame, PHONE } from '../DeviceFrame.tsx';
import { usePreviewLanguage } from '../usePreviewLanguage.ts';

type Theme = 'light' | 'dark';
// The bar and a strip of page under it: the frame needs no screen's height.
const BAR_ROOM = 180;

const itemsOf = (value: unknown): AnnouncementItem[] => {
  const items =
    typeof value === 'object' && value !== null && Array.isArray((value as { items?: unknown }).items)
      ? (value as { items: unknown[] }).items
      : [];
  return items.flatMap((raw) => {
    const item = AnnouncementItem.safeParse(raw);
    return item.success ? [item.data] : [];
  });
};

/** One labelled choice of the preview's controls; an option may name the language it is written in. */
function Choice<T extends string>({
  label,
  value,
  options,
  onChange,
  disabled,
}: {
  label: string;
  value: T;
  options: readonly { value: T; label: string; lang?: string }[];
  onChange: (value: T) => void;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <div className="ops-field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value as T)} disabled={disabled}>
        {options.map((o) => (
          <option key={o.value} value={o.value} lang={o.lang}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * The bar as visitors will see it, drawn by the layer's own AnnouncementSlot (links through the
 * region's allow-list, markup through the sanitiser, English where ops allowed it), in any
 * language, theme and device width: each announcement of the draft, the one live now first.
 */
export function AnnouncementPreview({
  site,
  value,
  liveFiles,
  theme: consoleTheme,
  usingLive,
}: {
  site: SiteCode;
  value: unknown;
  liveFiles: Record<string, Json>;
  theme: Theme;
  usingLive: boolean;
}) {
  const id = useId();
  const items = useMemo(() => itemsOf(value), [value]);
  const liveNow = useMemo(() => liveAnnouncement(items, Date.now()), [items]);
  const [chosen, setChosen] = useState<string | null>(null);
  const [lang, setLang] = useState<Lang>('en');
  const [theme, setTheme] = useState<Theme>(consoleTheme);
  const [device, setDevice] = useState<Device>('computer');
  const [shown, setShown] = useState(0);
  const language = usePreviewLanguage(lang);
  const config = useMemo(() => resolveRegionSet(liveFiles, [site]).configs[site], [liveFiles, site]);
  const item = items.find((i) => i.id === chosen) ?? liveNow ?? items[0];
  const bar = item ? announcementIn(item, lang) : null;
  const rtl = RTL_LANGS.includes(lang);
  const env = useMemo(() => ({ theme, rtl, labels: messagesFor(language.ready ? lang : 'en') }), [theme, rtl, lang, language.ready]);
  const size = device === 'phone' ? PHONE : COMPUTER;

  return (
    <section
      className="ops-preview-panel"
      aria-labelledby={`${id}-title`}
      aria-busy={!language.ready}
      data-testid="ops-announcement-preview"
    >
      <h2 id={`${id}-title`} className="ops-h2">
        Preview
      </h2>
      {usingLive ? <p className="ops-note">The draft has errors: the preview shows the live version.</p> : null}
      <div className="ops-preview-controls">
        <Choice
          label="Announcement"
          value={item?.id ?? ''}
          onChange={setChosen}
          disabled={items.length === 0}
          options={items.map((i) => ({ value: i.id, label: `${i.id}${i === liveNow ? ' (shown now)' : ''}` }))}
        />
        <Choice
          label="Language"
          value={lang}
          onChange={setLang}
          options={LANG_CODES.map((l) => ({ value: l, label: `${LANGUAGES[l]} (${l})`, lang: l }))}
        />
        <Choice
          label="Theme"
          value={theme}
          onChange={setTheme}
          options={[
            { value: 'light', label: 'Light' },
            { value: 'dark', label: 'Dark' },
          ]}
        />
        <Choice
          label="Device"
          value={device}
          onChange={setDevice}
          options={[
            { value: 'computer', label: `Computer, ${COMPUTER.width} px` },
            { value: 'phone', label: `Phone, ${PHONE.width} px` },
          ]}
        />
      </div>
      <p className="ops-hint" data-testid="ops-announcement-preview-words">
        {!item
          ? `No announcement: the ${site} site shows no bar.`
          : !bar
            ? `${item.id} has no text in ${LANGUAGES[lang]} and no English to show instead: no bar.`
            : bar.lang
              ? `${LANGUAGES[lang]} has no text of its own: visitors see the English text.`
              : `${LANGUAGES[lang]}, as visitors of ${site} see it.`}{' '}
        {item && bar ? (
          <button type="button" className="btn btn--ghost btn--sm" onClick={() => setShown((n) => n + 1)}>
            Draw it again
          </button>
        ) : null}
      </p>
      {config ? (
        <RendererEnvProvider value={env}>
          <DeviceFrame
            key={device}
            device={device}
            title={`${device === 'phone' ? 'Phone' : 'Computer'} preview of the ${site} announcement bar in ${LANGUAGES[lang]}, ${theme} theme`}
            theme={theme}
            dir={rtl ? 'rtl' : 'ltr'}
            lang={lang}
            height={BAR_ROOM}
          >
            <div className="ops-preview" data-site={site} dir={rtl ? 'rtl' : 'ltr'} lang={lang} style={{ inlineSize: size.width }}>
              <AnnouncementSlot key={`${item?.id}|${lang}|${shown}`} boot={{ config }} route={{ lang }} initial={bar} preview />
              <div className="ops-preview-page">Page content of {config.name}</div>
            </div>
          </DeviceFrame>
        </RendererEnvProvider>
      ) : null}
    </section>
  );
}
