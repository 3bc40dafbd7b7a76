import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { ResolvedLayer } from '../engine/layer.ts';
import { AccordionProvider, useAccordionItem, useAccordionState } from './accordion.tsx';
import { Chevron } from './DisclosureMenu.tsx';
import { useRendererEnv } from './env.tsx';
import { RenderItem, RenderItemList } from './registry.tsx';
import { useMediaQuery } from './useMediaQuery.ts';

const FooterQr = lazy(() => import('./FooterQr.tsx'));

type FooterData = ResolvedLayer['footer'];
type Column = FooterData['columns'][number];

const MOBILE = '(max-width: 767.9px)'; // SPEC §9 footer breakpoint

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

/** Loads the QR chunk only when the footer comes near the viewport. */
function QrArea({ value }: { value: string }) {
  const { labels } = useRendererEnv();
  const box = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const el = box.current;
    if (!el || typeof IntersectionObserver === 'undefined') return setNear(true);
    const io = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), { rootMargin: '400px' });
    io.observe(el);
    return () => io.disconnect();
  }, []);
  return (
    <div className="footer-qr" ref={box} data-testid="footer-qr">
      <div className="footer-qr-code">
        {near ? (
          <Suspense fallback={null}>
            <FooterQr value={value} label={labels.appDownload} />
          </Suspense>
        ) : null}
      </div>
      <span className="footer-qr-caption">{labels.appDownload}</span>
    </div>
  );
}

export interface FooterProps {
  footer: FooterData;
  brand: { name: string; logo: string };
  /** What the app-download QR code encodes. */
  qrValue: string;
}

/** The site footer (contentinfo landmark): link columns, statements, social icons, QR, copyright. */
export function Footer({ footer, brand, qrValue }: FooterProps) {
  const mobile = useMediaQuery(MOBILE);
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
            {footer.qr ? <QrArea value={qrValue} /> : null}
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
        </div>
      </div>
    </footer>
  );
}
