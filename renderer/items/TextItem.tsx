import type { ItemProps } from '../registry.tsx';
import { linkAttrs } from './parts.tsx';

/** Prose from config (regulatory statements, disclaimers); the optional href links its label. */
export function TextItem({ item, mobile }: ItemProps) {
  return (
    <p className={`text-item${mobile ? ' text-item--mobile' : ''}`} data-item-id={item.id}>
      {item.href ? <a {...linkAttrs(item)}>{item.label}</a> : item.label}
      {item.desc ? <span className="text-item-desc"> {item.desc}</span> : null}
    </p>
  );
}
