import { lazy, Suspense } from 'react';
import { useRendererEnv } from './env.tsx';
import { Glyph } from './Glyph.tsx';
import { IconMenu } from './IconMenu.tsx';

// The QR code's code (qrcode) is the footer's chunk: it loads when this menu is about to open.
const loadQr = () => import('./FooterQr.tsx');
const FooterQr = lazy(loadQr);

function PhoneGlyph() {
  return (
    <Glyph>
      <rect x="6.5" y="2.8" width="11" height="18.4" rx="2.2" />
      <path d="M10.5 17.8h3" strokeLinecap="round" />
    </Glyph>
  );
}

/** Absolute, so a phone's camera can open it; resolved only once the panel is drawn (in the browser). */
function QrFor({ href, label }: { href: string; label: string }) {
  return <FooterQr value={new URL(href, window.location.origin).href} label={label} />;
}

/**
 * SPEC §2 header app-download entry: a button whose panel shows the download page's QR code and
 * a link to that page (pos=header). Regions with hiddenDownload (US, EU) do not draw it (SPEC §6).
 */
export function AppDownloadMenu({ href }: { href: string }) {
  const { labels } = useRendererEnv();
  return (
    <IconMenu itemId="app-download" label={labels.downloadApp} glyph={<PhoneGlyph />} name="download" preload={loadQr}>
      <div className="download-panel">
        <div className="download-qr">
          <Suspense fallback={null}>
            <QrFor href={href} label={labels.appDownload} />
          </Suspense>
        </div>
        <p className="download-caption">{labels.appDownload}</p>
        <a className="download-link" href={href}>
          {labels.downloadMore}
        </a>
      </div>
    </IconMenu>
  );
}
