import type { ItemProps } from './itemProps.ts';
import { hideBroken, iconSrc, linkAttrs } from './parts.tsx';

/** A promotion card: its picture, its title and the call-to-action link (the label when it has no words of its own). */
export function PromoItem({ item, mobile }: ItemProps<'promo'>) {
  const src = iconSrc(item.card_image);
  return (
    <div className={`promo-card${mobile ? ' promo-card--mobile' : ''}`} data-item-id={item.id}>
      {src ? <img className="promo-card-image" src={src} alt="" loading="lazy" decoding="async" onError={hideBroken} /> : null}
      {item.title ? <span className="promo-card-title">{item.title}</span> : null}
      <a {...linkAttrs(item)} href={item.cta_href} className="promo-card-cta">
        {item.cta_label ?? item.label}
      </a>
    </div>
  );
}
