import type { SyntheticEvent } from 'react';
import { iconUrl, imageUrl } from '../../engine/images.ts';
import { assetPath, safeAssetSrc } from '../../engine/links.ts';
import type { ResolvedItem } from '../../engine/resolveItems.ts';
import type { Badge, NavTag } from '../../schemas/navItem.ts';
import { useRendererEnv } from '../env.tsx';

/**
 * What an <img> may load, by the engine's one asset allow-list (engine/links.ts). Items arrive
 * resolved against their sub-site's hosts; this also keeps a picture the API names itself (an
 * avatar) to a site path or https, and a bare name means /icons/{name}.
 */
export const iconSrc = (icon: string | undefined): string | undefined => assetPath(safeAssetSrc(icon, { anyHost: true }));

/** A missing image leaves no broken-image glyph behind (the label still says what it was). */
export function hideBroken(e: SyntheticEvent<HTMLImageElement>) {
  e.currentTarget.hidden = true;
}

/** The light or dark variant for the current theme, falling back to the other one. */
export function useThemed(light: string | undefined, dark: string | undefined): string | undefined {
  const { theme } = useRendererEnv();
  return theme === 'dark' ? (dark ?? light) : (light ?? dark);
}

/** A decorative icon: the label next to it already says what it is. `dark` is its dark-theme variant. */
export function ItemIcon({
  icon,
  dark,
  size = 20,
  className = 'item-icon',
}: {
  icon?: string;
  dark?: string;
  size?: number;
  className?: string;
}) {
  const { theme } = useRendererEnv();
  const src = iconSrc(useThemed(icon, dark));
  // A drawn dark variant is shown as it is (light icons are inverted on the dark theme).
  if (theme === 'dark' && dark && src) className = `${className} item-icon--dark`;
  if (!src) return null;
  // SPEC §9 image URL: daily cache-buster, then w (twice the drawn size, for dense screens) and q.
  const sized = imageUrl(iconUrl(src, Date.now()), { w: size * 2 });
  return <img className={className} src={sized} alt="" width={size} height={size} loading="lazy" decoding="async" onError={hideBroken} />;
}

export function BadgeChip({ badge }: { badge?: Badge }) {
  const { labels } = useRendererEnv();
  if (!badge) return null;
  // Isolated: "20 USDT" keeps its order inside a right-to-left line.
  return (
    <span className={`badge badge--${badge}`} dir="auto">
      {labels.badges[badge]}
    </span>
  );
}

function FireGlyph() {
  return (
    <svg className="tag-glyph" viewBox="0 0 16 16" width="12" height="12" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M8.6 1c.3 2.2-1 3.3-2.1 4.5C5.3 6.8 4 8.1 4 10.2A4 4 0 0 0 8 15a4 4 0 0 0 4-4.3c0-1.6-.8-2.7-1.5-3.6-.2 1-.7 1.7-1.4 2 .5-2.9-.1-5.6-.5-8.1Z"
      />
    </svg>
  );
}

/** SPEC §3 tag types: image, word (green), fire, live, vip. */
export function TagChip({ tag }: { tag: NavTag }) {
  const { theme, labels } = useRendererEnv();
  const image = iconSrc(theme === 'dark' ? (tag.dark_icon ?? tag.light_icon) : (tag.light_icon ?? tag.dark_icon));
  switch (tag.type) {
    case 'image':
      return image ? (
        <img className="tag tag--image" src={image} alt={tag.word ?? ''} height={16} decoding="async" onError={hideBroken} />
      ) : null;
    case 'word':
      return tag.word ? <span className="tag tag--word">{tag.word}</span> : null;
    case 'fire':
      return (
        <span className="tag tag--fire" title={tag.word ?? labels.tags.fire}>
          <FireGlyph />
          <span className={tag.word ? undefined : 'sr-only'}>{tag.word ?? labels.tags.fire}</span>
        </span>
      );
    case 'live':
      return image ? (
        <img className="tag tag--image" src={image} alt={tag.word ?? labels.tags.live} height={16} decoding="async" onError={hideBroken} />
      ) : (
        <span className="tag tag--live">
          <span className="live-dot" aria-hidden="true" />
          {tag.word ?? labels.tags.live}
        </span>
      );
    case 'vip':
      return <span className="tag tag--vip">{tag.word ?? labels.tags.vip}</span>;
    default:
      return null;
  }
}

export function TagList({ tags }: { tags: readonly NavTag[] }) {
  if (tags.length === 0) return null;
  return (
    <span className="tags">
      {tags.map((tag) => (
        <TagChip key={`${tag.type}:${tag.code ?? ''}:${tag.word ?? ''}:${tag.light_icon ?? ''}`} tag={tag} />
      ))}
    </span>
  );
}

/**
 * The entry's label: its text, or, for an image-only entry (a remote menu item with a picture and
 * no title), the picture for the theme with the label as its alt text.
 */
export function ItemLabel({ item }: { item: ResolvedItem }) {
  const image = iconSrc(useThemed(item.image, item.image_dark));
  if (item.image_only && image) {
    return <img className="item-label item-label--image" src={image} alt={item.label} height={20} decoding="async" />;
  }
  return <span className="item-label">{item.label}</span>;
}

/** A banner picture above a titled entry (decorative: the title says what it is). */
function ItemBanner({ item }: { item: ResolvedItem }) {
  const image = iconSrc(useThemed(item.image, item.image_dark));
  if (!image || item.image_only) return null;
  return <img className="item-banner" src={image} alt="" loading="lazy" decoding="async" onError={hideBroken} />;
}

/** Icon, label with badge and tags, and description: the body of a panel or drawer row. */
export function ItemRow({ item, withIcon = true }: { item: ResolvedItem; withIcon?: boolean }) {
  return (
    <>
      {withIcon && (item.icon || item.icon_dark) ? (
        <span className="item-row-icon">
          <ItemIcon icon={item.icon} dark={item.icon_dark} size={22} />
        </span>
      ) : null}
      <span className="item-row-text">
        <ItemBanner item={item} />
        <span className="item-row-title">
          <ItemLabel item={item} />
          <BadgeChip badge={item.badge} />
          <TagList tags={item.tags} />
        </span>
        {item.desc ? <span className="item-desc">{item.desc}</span> : null}
      </span>
    </>
  );
}

/** Attributes every rendered link shares: target for external links, analytics key. */
export function linkAttrs(item: ResolvedItem, current: 'page' | 'trail' | null = null) {
  return {
    href: item.href,
    'aria-current': current === 'page' ? ('page' as const) : undefined,
    ...(item.external ? { target: '_blank', rel: 'noopener noreferrer' } : {}),
    'data-analytics': item.analytics,
    'data-item-id': item.id,
  };
}
