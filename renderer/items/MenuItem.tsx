import { useAccordionItem } from '../accordion.tsx';
import { useCurrent } from '../currentPath.tsx';
import { Chevron, DisclosureMenu } from '../DisclosureMenu.tsx';
import { panelColumns } from '../panelLayout.ts';
import { GroupItem } from './GroupItem.tsx';
import { ItemList } from './ItemList.tsx';
import type { DrawItem, ItemComponentProps, ItemProps } from './itemProps.ts';
import { BadgeChip, ItemIcon, ItemLabel, ItemRow, linkAttrs, TagList } from './parts.tsx';

/** The columns of an open menu; shared by header menus and account menus. */
export function MenuPanelBody({ item, drawItem: DrawChild }: { item: ItemProps['item']; drawItem: DrawItem }) {
  const columns = panelColumns(item);
  return (
    <div className={`nav-panel-body nav-panel-body--${item.show_mode}`}>
      {item.href ? (
        <a className="nav-panel-overview" {...linkAttrs(item)}>
          <ItemRow item={item} withIcon={false} />
          <span aria-hidden="true" className="arrow">
            →
          </span>
        </a>
      ) : null}
      <div className="nav-panel-columns">
        {columns.map((col) =>
          col.group ? (
            <div className="nav-panel-col" key={col.key}>
              <DrawChild item={col.group} placement="panel" />
            </div>
          ) : (
            <div className="nav-panel-col" key={col.key}>
              <ItemList
                className={`nav-panel-list nav-panel-list--${item.show_mode}`}
                items={col.items}
                placement="panel"
                drawItem={DrawChild}
              />
            </div>
          ),
        )}
      </div>
    </div>
  );
}

function MobileMenu({ item, drawItem }: ItemComponentProps) {
  const [open, toggle] = useAccordionItem(item.path);
  const panelId = `acc-${item.id}-${item.path.replace(/[^a-z0-9]/gi, '')}`;
  return (
    <div className="acc" data-item-id={item.id}>
      <button type="button" className="acc-trigger" aria-expanded={open} aria-controls={panelId} onClick={toggle}>
        <ItemIcon icon={item.icon} dark={item.icon_dark} size={20} />
        <ItemLabel item={item} />
        <BadgeChip badge={item.badge} />
        <TagList tags={item.tags} />
        <Chevron />
      </button>
      <div className="acc-panel" id={panelId} hidden={!open}>
        {item.href ? (
          <a className="row-link row-link--mobile" {...linkAttrs(item)}>
            <ItemRow item={{ ...item, icon: undefined }} />
          </a>
        ) : null}
        <ItemList className="acc-list" items={item.children} placement="panel" mobile drawItem={drawItem} />
      </div>
    </div>
  );
}

/** Where a top menu leads without its panel: its own landing page, else its first link. */
function landingOf(item: ItemProps['item']): string | undefined {
  if (item.href) return item.href;
  for (const child of item.children) {
    const href = landingOf(child);
    if (href) return href;
  }
  return undefined;
}

function DesktopMenu(props: ItemComponentProps) {
  const { item } = props;
  const landing = landingOf(item);
  return (
    <>
      <DesktopMenuPanel {...props} />
      {/* Without JavaScript a panel cannot open: the entry is a plain link to its landing page
          (the disclosure button is hidden by CSS then, see header.css). */}
      {landing ? (
        <noscript>
          <a className="bar-link" href={landing} data-item-id={item.id}>
            <span className="item-label">{item.label}</span>
          </a>
        </noscript>
      ) : null}
    </>
  );
}

function DesktopMenuPanel({ item, drawItem }: ItemComponentProps) {
  return (
    <DisclosureMenu
      itemId={item.id}
      current={useCurrent(item) !== null}
      // A closed panel is not built: it is drawn the first time it opens.
      lazy
      offset={item.hover_gap + 40}
      trigger={
        <>
          <ItemLabel item={item} />
          <BadgeChip badge={item.badge} />
          <TagList tags={item.tags} />
        </>
      }
    >
      <MenuPanelBody item={item} drawItem={drawItem} />
    </DisclosureMenu>
  );
}

/**
 * `menu`: in the bar a disclosure button with a hover panel; in the drawer an accordion section;
 * nested inside a panel it is drawn as a titled group.
 */
export function MenuItem(props: ItemComponentProps) {
  if (props.mobile) return <MobileMenu {...props} />;
  if (props.placement === 'panel' || props.placement === 'footer') return <GroupItem {...props} />;
  return <DesktopMenu {...props} />;
}
