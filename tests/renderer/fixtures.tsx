import type { ReactNode } from 'react';
import { messagesFor } from '../../app/layer/i18n/labels.ts';
import { loadAllCatalogs } from '../../engine/i18n/nodeCatalogs.ts';
import type { ResolvedItem } from '../../engine/resolveItems.ts';
import { RendererEnvProvider } from '../../renderer/env.tsx';

loadAllCatalogs();

export function item(over: Partial<ResolvedItem> & Pick<ResolvedItem, 'id' | 'path' | 'type'>): ResolvedItem {
  return { label: over.id, external: false, tags: [], show_mode: 'vertical', hover_gap: -40, children: [], ...over };
}

export function Env({ children, theme = 'light' }: { children: ReactNode; theme?: 'light' | 'dark' }) {
  return <RendererEnvProvider value={{ theme, rtl: false, labels: messagesFor('en') }}>{children}</RendererEnvProvider>;
}
