import type { ItemProps } from '../registry.tsx';
import { ItemRow, linkAttrs } from './parts.tsx';

/** A picture, its title and its call to action, as one link (or shown only, without an href). */
export function BannerItem({ item, mobile }: ItemProps<'banner'>) {
  const body = (
    <>
      <ItemRow item={item} withIcon={false} />
      {item.cta ? <span className="banner-item-cta">{item.cta}</span> : null}
    </>
  );
  const className = `banner-item${mobile ? ' banner-item--mobile' : ''}`;
  return item.href ? (
    <a className={className} {...linkAttrs(item)}>
      {body}
    </a>
  ) : (
    <span className={className} data-item-id={item.id}>
      {body}
    </span>
  );
}
