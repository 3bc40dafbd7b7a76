import { useId, useRef } from 'react';
import { Chevron } from './DisclosureMenu.tsx';
import { useDismissable } from './overlay/useDismissable.ts';

export interface FooterOption {
  code: string;
  label: string;
  current: boolean;
  /** Options that are links (languages); the others call onChoose (fiat). */
  href?: string;
}

interface Props {
  label: string;
  options: readonly FooterOption[];
  open: boolean;
  onToggle(): void;
  /** Closes this one only (a press elsewhere, Escape), leaving another open selector alone. */
  onClose(): void;
  onChoose?(code: string): void;
  testId: string;
}

/**
 * A footer selector (language, fiat): a disclosure button whose list opens upwards. The footer
 * keeps which one is open (SPEC §4: one open index or none); Escape closes it and returns focus.
 */
export function FooterSelect({ label, options, open, onToggle, onClose, onChoose, testId }: Props) {
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const current = options.find((o) => o.current);

  useDismissable(root, open, {
    // Escape while focus is in the selector closes it and gives focus back to its button.
    onEscape() {
      onClose();
      root.current?.querySelector('button')?.focus();
    },
    onOutside: onClose,
    // On click, not pointerdown: closing first would move the other selector (the mobile list is in
    // the flow) out from under the pointer before its click lands.
    outsideEvent: 'click',
  });

  return (
    <div className={`footer-select${open ? ' footer-select--open' : ''}`} ref={root} data-testid={testId}>
      <button type="button" className="footer-select-trigger outline-button" aria-expanded={open} aria-controls={id} onClick={onToggle}>
        <span className="footer-select-label">{label}</span>
        <span className="footer-select-value">{current?.label ?? '—'}</span>
        <Chevron />
      </button>
      <ul className="footer-select-list" id={id} hidden={!open}>
        {options.map((o) => (
          <li key={o.code}>
            {o.href ? (
              <a
                className="footer-select-option"
                href={o.href}
                hrefLang={o.code}
                lang={o.code}
                aria-current={o.current ? 'true' : undefined}
              >
                {o.label}
              </a>
            ) : (
              <button type="button" className="footer-select-option" aria-pressed={o.current} onClick={() => onChoose?.(o.code)}>
                {o.label}
              </button>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
