import { createContext, useContext, useState } from 'react';

interface Accordion {
  openId: string | null;
  toggle(id: string): void;
}

const AccordionContext = createContext<Accordion | null>(null);

/** One open section at a time (SPEC §4 drawer and footer accordions); clicking the open one closes it. */
export function useAccordionState(): Accordion {
  const [openId, setOpenId] = useState<string | null>(null);
  return { openId, toggle: (id) => setOpenId((cur) => (cur === id ? null : id)) };
}

export const AccordionProvider = AccordionContext.Provider;

/** The open state of one section: shared with its siblings when inside a provider, else its own. */
export function useAccordionItem(id: string): [boolean, () => void] {
  const shared = useContext(AccordionContext);
  const [own, setOwn] = useState(false);
  if (shared) return [shared.openId === id, () => shared.toggle(id)];
  return [own, () => setOwn((o) => !o)];
}
