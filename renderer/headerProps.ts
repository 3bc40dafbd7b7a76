import type { ReactNode } from 'react';
import type { HeaderFeatures } from '../engine/headerFeatures.ts';
import type { ResolvedItem } from '../engine/resolveItems.ts';
import type { ResolvedLayer } from '../engine/resolveLayer.ts';
import type { UserInfo } from '../schemas/user.ts';

export interface HeaderLinks {
  home: string;
  login?: string | null;
  signup?: string | null;
  deposit?: string | null;
  /** The app download page (SPEC §2, pos=header); absent where the region hides it. */
  download?: string | null;
  /** The ops console, for a person with ops grants; absent for everyone else. */
  opsConsole?: string | null;
}

export interface DrawerContent {
  main: readonly ResolvedItem[];
  wallet: readonly ResolvedItem[];
  orders: readonly ResolvedItem[];
  profile: readonly ResolvedItem[];
}

export interface HeaderProps {
  brand: { name: string; logo: string; region?: string };
  layer: ResolvedLayer;
  features: HeaderFeatures;
  user: UserInfo | null;
  links: HeaderLinks;
  /** Config override of the login caption (testnet). */
  loginLabel?: string;
  /** The language and region button (absent when the region hides it). */
  region?: ReactNode;
  /** The rich user card drawn at the top of the profile panel once it opens. */
  userCard?: ReactNode;
  onPreloadUserCard?: () => void;
  /** The wallet menu's head and its loader (account mode, cross margin). */
  walletSummary?: ReactNode;
  onPreloadAccount?: () => void;
  /** Drawer operations drawn by the app (language, rate, change period, rise colour). */
  drawerOps?: ReactNode;
  /** A card at the top of the drawer for visitors (the rewards hub). */
  drawerPromo?: ReactNode;
  /** Testnet: the link to live trading on the real site. */
  liveTrading?: { href: string; label: string } | null;
  /** Theme switch (absent when the region hides it). */
  onToggleTheme?: () => void;
  /** Notice under the bar (IP limit). */
  notice?: ReactNode;
  onLogout?: () => void;
  /** The drawer's items (resolved for the h5 platform), computed when it first opens. */
  drawerContent: () => DrawerContent;
  /** Only the menu button and its drawer, always shown (a host's own top bar carries them). */
  drawerOnly?: boolean;
  /** Feature slots filled by the app: search button, notification bell, settings dropdown. */
  search?: ReactNode;
  notifications?: ReactNode;
  settings?: ReactNode;
  /** A callout under the header's first action (the main site's bubble text). */
  bubble?: ReactNode;
}
