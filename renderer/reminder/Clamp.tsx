import { type ReactNode, useId, useLayoutEffect, useRef, useState } from 'react';

interface Props {
  /** Lines shown folded, and at most when unfolded (SPEC §9: title 1 -> 3, content 2 -> 7). */
  lines: number;
  maxLines: number;
  className: string;
  labels: { expand: string; collapse: string };
  children: ReactNode;
}

/** Text clamped to `lines`, with a toggle that appears only when the text is cut. */
export function Clamp({ lines, maxLines, className, labels, children }: Props) {
  const [open, setOpen] = useState(false);
  const [cut, setCut] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const id = useId();

  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    const measure = () => {
      if (!open) setCut(el.scrollHeight > el.clientHeight + 1);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const ro = new ResizeObserver(measure);
    ro.observe(el);
    return () => ro.disconnect();
  }, [open]);

  return (
    <div className={`clamp-wrap ${className}-wrap`}>
      <div ref={box} id={id} className={`clamp ${className}`} style={{ WebkitLineClamp: open ? maxLines : lines }}>
        {children}
      </div>
      {cut || open ? (
        <button type="button" className="clamp-toggle" aria-expanded={open} aria-controls={id} onClick={() => setOpen((o) => !o)}>
          {open ? labels.collapse : labels.expand}
        </button>
      ) : null}
    </div>
  );
}
