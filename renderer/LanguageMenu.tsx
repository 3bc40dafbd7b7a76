import { useAccordionItem } from './accordion.tsx';
import { Chevron, DisclosureMenu } from './DisclosureMenu.tsx';
import { useRendererEnv } from './env.tsx';

export interface LanguageOption {
  code: string;
  name: string;
  /** The same page under this language's prefix. */
  href: string;
  current: boolean;
}

function GlobeGlyph() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="1.7" />
      <path
        d="M3 12h18M12 3c2.5 2.6 3.7 5.6 3.7 9s-1.2 6.4-3.7 9c-2.5-2.6-3.7-5.6-3.7-9S9.5 5.6 12 3Z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.7"
      />
    </svg>
  );
}

function LanguageList({ options }: { options: readonly LanguageOption[] }) {
  return (
    <ul className="lang-list">
      {options.map((o) => (
        <li key={o.code}>
          <a className="lang-link" href={o.href} hrefLang={o.code} lang={o.code} aria-current={o.current ? 'true' : undefined}>
            {o.name}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** Languages are links to the same page under another prefix (SPEC §2). */
export function LanguageMenu({ options, mobile = false }: { options: readonly LanguageOption[]; mobile?: boolean }) {
  const { labels } = useRendererEnv();
  const [open, toggle] = useAccordionItem('__language');
  const current = options.find((o) => o.current);
  if (mobile) {
    return (
      <div className="acc">
        <button type="button" className="acc-trigger" aria-expanded={open} aria-controls="drawer-languages" onClick={toggle}>
          <GlobeGlyph />
          <span className="item-label">{labels.language}</span>
          <span className="acc-value">{current?.name}</span>
          <Chevron />
        </button>
        <div className="acc-panel" id="drawer-languages" hidden={!open}>
          <LanguageList options={options} />
        </div>
      </div>
    );
  }
  return (
    <DisclosureMenu
      itemId="language"
      alignEnd
      triggerClassName="icon-button icon-button--menu"
      triggerLabel={`${labels.language}: ${current?.name ?? ''}`}
      panelClassName="nav-panel--lang"
      trigger={<GlobeGlyph />}
    >
      <LanguageList options={options} />
    </DisclosureMenu>
  );
}
