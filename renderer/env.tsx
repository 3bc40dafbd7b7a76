import { createContext, useContext } from 'react';
import type { Badge } from '../schemas/navItem.ts';

/** Words the renderer needs; the app supplies them per language (components hold no copy). */
export interface RendererLabels {
  login: string;
  signup: string;
  logout: string;
  /** The account menu's and the drawer's link to the ops console, for a person with ops grants. */
  opsConsole: string;
  deposit: string;
  wallet: string;
  orders: string;
  profile: string;
  openMenu: string;
  closeMenu: string;
  mainNav: string;
  themeToDark: string;
  themeToLight: string;
  language: string;
  scrollBack: string;
  scrollForward: string;
  appDownload: string;
  /** The header's app-download entry (SPEC §2) and its link to the download page. */
  downloadApp: string;
  downloadMore: string;
  unavailable: string;
  demoTrading: string;
  uid: string;
  badges: Record<Badge, string>;
  tags: { fire: string; live: string; vip: string };
}

export interface RendererEnv {
  theme: 'light' | 'dark';
  rtl: boolean;
  labels: RendererLabels;
}

const EnvContext = createContext<RendererEnv | null>(null);

export const RendererEnvProvider = EnvContext.Provider;

export function useRendererEnv(): RendererEnv {
  const env = useContext(EnvContext);
  if (!env) throw new Error('useRendererEnv must be used within a RendererEnvProvider');
  return env;
}
