import { type KeyboardEvent, type MouseEvent, memo } from 'react';
import { imageUrl } from '../../engine/images.ts';
import { formatOpening, formatPercent, formatPrice, formatVolume, openingMs, upcoming } from '../../engine/markets/numberFormat.ts';
import { type MarketRow, trendOf } from '../../engine/markets/row.ts';
import { hideBroken, iconSrc } from '../items/parts.tsx';
import type { MarketLabels } from './marketHost.ts';

interface Props {
  row: MarketRow;
  href: string;
  active: boolean;
  labels: MarketLabels;
  tabIndex: 0 | -1;
  favourite?: boolean;
  onToggleFavourite?: () => void;
  onOpen?: (e: MouseEvent<HTMLAnchorElement>) => void;
  /** Alpha rows are 49 px and show the chain. */
  compact?: boolean;
  /** BCP 47 locale of the page's language (numbers, dates). */
  locale: string;
  /** The clock: a row opening later shows its opening time, not a price. */
  nowMs: number;
  /** Draw the 24h volume column (markets that report volume). */
  showVolume?: boolean;
}

/**
 * One market row: icon, pair with ST mark and New/HOT tags, a second line, last price and the
 * change coloured by the rise-colour preference (classes on the panel), and the favourite star.
 * ArrowRight moves from the row to its star, ArrowLeft back.
 */
function RowView({ row, href, active, labels, tabIndex, favourite, onToggleFavourite, onOpen, compact, locale, nowMs, showVolume }: Props) {
  const icon = iconSrc(row.icon);
  const chainIcon = iconSrc(row.chain_icon);
  const trend = trendOf(row.change);
  const onKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    const row = e.currentTarget.closest('.mk-row');
    if (e.key === 'ArrowRight') row?.querySelector<HTMLElement>('.mk-star')?.focus();
    if (e.key === 'ArrowLeft') row?.querySelector<HTMLElement>('[data-row-focus]')?.focus();
  };
  return (
    <div className={`mk-row${active ? ' mk-row--active' : ''}${compact ? ' mk-row--compact' : ''}`}>
      <a
        className="mk-row-link"
        href={href}
        data-row-focus
        data-pair={row.pair}
        tabIndex={tabIndex}
        aria-current={active ? 'page' : undefined}
        onClick={onOpen}
        onKeyDown={onKeyDown}
      >
        <span className="mk-row-icon">
          {icon ? (
            <img
              src={imageUrl(icon, { w: compact ? 48 : 56 })}
              alt=""
              width={compact ? 24 : 28}
              height={compact ? 24 : 28}
              loading="lazy"
              decoding="async"
              onError={hideBroken}
            />
          ) : null}
          {chainIcon ? (
            <img className="mk-chain-icon" src={chainIcon} alt="" width={12} height={12} loading="lazy" onError={hideBroken} />
          ) : null}
        </span>
        <span className="mk-row-main">
          <span className="mk-row-name">
            <span className="mk-pair" dir="auto">
              {row.name}
            </span>
            {row.isST ? (
              <span className="mk-st" title={labels.st}>
                ST
              </span>
            ) : null}
            {row.tags.map((t) => (
              <span key={t} className={`mk-tag mk-tag--${t}`}>
                {t === 'new' ? labels.new : labels.hot}
              </span>
            ))}
          </span>
          {row.sub ? (
            <span className="mk-row-sub" dir="auto">
              {row.sub}
            </span>
          ) : null}
        </span>
        {showVolume ? (
          <span className="mk-row-vol">
            <span className="mk-vol-label">{labels.volume}</span>
            <span className="mk-vol" dir="ltr">
              {formatVolume(row.volume, locale)}
            </span>
          </span>
        ) : null}
        {upcoming(row.opening_time, nowMs) ? (
          <span className="mk-row-num mk-row-num--opens">
            <span className="mk-opens-label">{labels.opensAt}</span>
            <time className="mk-opens" dir="ltr" dateTime={new Date(openingMs(row.opening_time)).toISOString()}>
              {formatOpening(openingMs(row.opening_time), locale)}
            </time>
          </span>
        ) : (
          <span className="mk-row-num">
            <span className="mk-price" dir="ltr">
              {formatPrice(row.price, locale)}
            </span>
            <span className={`mk-change mk-change--${trend}`} dir="ltr">
              {formatPercent(row.change, locale)}
            </span>
          </span>
        )}
      </a>
      {onToggleFavourite ? (
        <button
          type="button"
          className="mk-star"
          tabIndex={-1}
          aria-pressed={favourite}
          aria-label={`${favourite ? labels.removeFavourite : labels.addFavourite}: ${row.name}`}
          onClick={onToggleFavourite}
          onKeyDown={onKeyDown}
        >
          <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
            <path d="m8 1.5 1.9 4 4.4.5-3.3 3 .9 4.3L8 11.1 4.1 13.3l.9-4.3-3.3-3 4.4-.5Z" />
          </svg>
        </button>
      ) : null}
    </div>
  );
}

/**
 * Rows still in view after a keystroke are not drawn again: handlers are made per row from the
 * row and stable stores, so equal rows with equal state draw the same (the clock counts by minute).
 */
export const MarketRowView = memo(RowView, (a, b) => {
  for (const k of Object.keys(b) as (keyof Props)[]) {
    if (k === 'nowMs') {
      if (Math.floor(a.nowMs / 60_000) !== Math.floor(b.nowMs / 60_000)) return false;
    } else if (typeof b[k] !== 'function' && a[k] !== b[k]) return false;
  }
  return Object.keys(a).length === Object.keys(b).length;
});
