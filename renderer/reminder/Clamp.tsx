import { type ReactNode, useLayoutEffect, useRef } from 'react';

interface Props {
  id: string;
  /** Lines shown folded, and at most when unfolded (SPEC §9: title 1 -> 3, content 2 -> 7). */
  lines: number;
  maxLines: number;
  open: boolean;
  className: string;
  /** Told whether the folded text is cut, so the record offers one toggle for all its parts. */
  onCut(cut: boolean): void;
  children: ReactNode;
}

/** Text clamped to `lines` (or `maxLines` when open); the toggle belongs to the record. */
export function Clamp({ id, lines, maxLines, open, className, onCut, children }: Props) {
  const box = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    const el = box.current;
    if (!el || open) return;
    const measure = () => onCut(el.scrollHeight > el.clientHeight + 1);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const ro = new ResizeObserver(measure);
    ro.observe(el);
    return () => ro.disconnect();
  }, [open, onCut]);

  return (
    <div ref={box} id={id} className={`clamp ${className}`} style={{ WebkitLineClamp: open ? maxLines : lines }}>
      {children}
    </div>
  );
}
