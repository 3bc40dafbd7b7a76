import { lazy, memo, Suspense, useDeferredValue, useEffect, useRef, useState } from 'react';
import type { ResolvedLayer } from '../engine/resolveLayer.ts';
import { MOBILE_QUERY } from '../schemas/constants/layout.ts';
import type { QrModules } from '../schemas/pageData.ts';
import { AccordionProvider, useAccordionItem, useAccordionState } from './accordion.tsx';
import { Chevron } from './DisclosureMenu.tsx';
import { useRendererEnv } from './env.tsx';
import { type FooterOption, FooterSelect } from './FooterSelect.tsx';
import type { LanguageOption } from './LanguageMenu.tsx';
import { QrSvg } from './QrSvg.tsx';
import { RenderItem, RenderItemList } from './registry.tsx';
import { useMediaQuery } from './useMediaQuery.ts';
import { whenIdle } from './whenIdle.ts';

const FooterQr = lazy(() => import('./FooterQr.tsx'));

type FooterData = ResolvedLayer['footer'];
type Column = FooterData['columns'][number];

function FooterColumn({ column, mobile }: { column: Column; mobile: boolean }) {
  const [open, toggle] = useAccordionItem(column.id);
  const listId = `footer-col-${column.id}`;
  return (
    <section className="footer-col" data-column={column.id}>
      <h2 className="footer-col-title">
        {mobile ? (
          <button type="button" className="footer-col-toggle" aria-expanded={open} aria-controls={listId} onClick={toggle}>
            {column.title}
            <Chevron />
          </button>
        ) : (
          column.title
        )}
      </h2>
      <div id={listId} hidden={mobile && !open}>
        <RenderItemList className="footer-list" items={column.items} placement="footer" />
      </div>
    </section>
  );
}

/**
 * The app-download QR code. A code the server encoded for this value (sent with the page) is drawn
 * at once, in the server's HTML and at hydration alike; otherwise the encoder's chunk loads when
 * the footer comes near the viewport, and not before the page has loaded and gone idle (the box
 * keeps its size meanwhile, so nothing moves when it is drawn).
 */
function QrArea({ value, code }: { value: string; code?: QrModules }) {
  const { labels } = useRendererEnv();
  const box = useRef<HTMLDivElement>(null);
  const drawn = code?.text === value;
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (drawn) return;
    let io: IntersectionObserver | undefined;
    const cancel = whenIdle(() => {
      const el = box.current;
      if (!el || typeof IntersectionObserver === 'undefined') return setNear(true);
      io = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), { rootMargin: '400px' });
      io.observe(el);
    });
    return () => {
      cancel();
      io?.disconnect();
    };
  }, [drawn]);
  return (
    <div className="footer-qr" ref={box} data-testid="footer-qr">
      <div className="footer-qr-code">
        {drawn ? (
          <QrSvg code={code} label={labels.appDownload} />
        ) : near ? (
          <Suspense fallback={null}>
            <FooterQr value={value} label={labels.appDownload} />
          </Suspense>
        ) : null}
      </div>
      <span className="footer-qr-caption">{labels.appDownload}</span>
    </div>
  );
}

export interface FooterFiat {
  options: readonly { fiat: string; symbol: string }[];
  current: string;
  label: string;
  onChoose(fiat: string): void;
}

export interface FooterProps {
  footer: FooterData;
  brand: { name: string; logo: string };
  /** What the app-download QR code encodes. */
  qrValue: string;
  /** That code, when the server encoded it (drawn without loading the encoder). */
  qr?: QrModules;
  /** The language dropdown (absent where the region hides the language switch). */
  languages?: readonly LanguageOption[];
  /** The mobile fiat selector (absent where the region hides fiat). */
  fiat?: FooterFiat;
  /** "Cookie settings" where the region asks for consent: reopens the consent choices. */
  cookieSettings?: { label: string; onOpen(): void };
}

/**
 * Language (and on mobile fiat) selectors: SPEC §4 "one open index or none", so opening one closes
 * the other and pressing the open one closes it.
 */
function FooterSelectors({ languages, fiat, mobile }: { languages?: readonly LanguageOption[]; fiat?: FooterFiat; mobile: boolean }) {
  const { labels } = useRendererEnv();
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const langOptions: FooterOption[] = (languages ?? []).map((l) => ({ code: l.code, label: l.name, current: l.current, href: l.href }));
  const fiatOptions: FooterOption[] = (fiat?.options ?? []).map((f) => ({
    code: f.fiat,
    label: f.symbol ? `${f.fiat} (${f.symbol})` : f.fiat,
    current: f.fiat === fiat?.current,
  }));
  const showFiat = mobile && fiat && fiatOptions.length > 0;
  if (langOptions.length === 0 && !showFiat) return null;
  // Each selector's place in this list is its index; an absent one keeps its place, so the fiat one is always 1.
  const selectors = [
    langOptions.length > 0 ? { testId: 'footer-language', label: labels.language, options: langOptions } : null,
    showFiat ? { testId: 'footer-fiat', label: fiat.label, options: fiatOptions, onChoose: fiat.onChoose } : null,
  ];
  return (
    <div className="footer-selectors">
      {selectors.map((select, i) =>
        select ? (
          <FooterSelect
            key={select.testId}
            {...select}
            open={openIndex === i}
            onToggle={() => setOpenIndex((cur) => (cur === i ? null : i))}
            onClose={() => setOpenIndex((cur) => (cur === i ? null : cur))}
          />
        ) : null,
      )}
    </div>
  );
}

/** The site footer (contentinfo landmark): link columns, statements, social icons, QR, copyright. */
export function Footer(props: FooterProps) {
  // The server draws the wide footer and hydration keeps it; on a phone the columns then become an
  // accordion. Deferred, that redraw is a transition React does in slices, not one long task right
  // after hydration (FooterBody is memoised, so the urgent pass stops here).
  const mobile = useDeferredValue(useMediaQuery(MOBILE_QUERY));
  return <FooterBody {...props} mobile={mobile} />;
}

const FooterBody = memo(function FooterBody({
  footer,
  brand,
  qrValue,
  qr,
  languages,
  fiat,
  cookieSettings,
  mobile,
}: FooterProps & { mobile: boolean }) {
  const accordion = useAccordionState();
  return (
    <footer className="site-footer">
      <div className="footer-inner">
        <div className="footer-top">
          <div className="footer-brand">
            <span className="brand">
              <img className="brand-logo" src={brand.logo} alt="" width="28" height="28" />
              <span className="brand-name">{brand.name}</span>
            </span>
            {footer.social ? <RenderItemList className="social-list" items={footer.socialLinks} placement="social" /> : null}
            {footer.qr ? <QrArea value={qrValue} code={qr} /> : null}
            <FooterSelectors languages={languages} fiat={fiat} mobile={mobile} />
          </div>
          {footer.columns.length > 0 ? (
            <AccordionProvider value={accordion}>
              <div className="footer-columns">
                {footer.columns.map((column) => (
                  <FooterColumn key={column.id} column={column} mobile={mobile} />
                ))}
              </div>
            </AccordionProvider>
          ) : null}
        </div>
        {footer.texts.length > 0 ? (
          <div className="footer-texts">
            {footer.texts.map((item) => (
              <RenderItem key={item.path} item={item} placement="footer" />
            ))}
          </div>
        ) : null}
        <div className="footer-bottom">
          <p className="copyright">{footer.copyright}</p>
          {cookieSettings ? (
            <button type="button" className="footer-cookie-settings" aria-haspopup="dialog" onClick={cookieSettings.onOpen}>
              {cookieSettings.label}
            </button>
          ) : null}
        </div>
      </div>
    </footer>
  );
});
