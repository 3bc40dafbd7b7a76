import type { RegionConfig } from '../schemas/regionConfig.ts';
import type { Lang, SiteCode } from '../schemas/site.ts';
import type { UserRow } from './auth/userRow.ts';
import type { Db } from './db/types.ts';
import type { DraftView } from './draft/draftView.ts';
import type { DoorLimits } from './ops/doorAudit.ts';
import type { Profile } from './profiles.ts';
import type { TelemetryLimits } from './telemetryLimitValues.ts';

/** What createApp needs from outside: storage, the region configs and a clock (tests pin it). */
export interface Deps {
  db: Db;
  configs: Record<SiteCode, RegionConfig>;
  /** Milliseconds since the epoch; prices, sessions and records all read time from here. */
  now(): number;
  /** The Vite build output (index.html, assets/); without it only the API and icons are served. */
  staticDir?: string;
  /** Demo mode: the seeded accounts exist and ?as= visitor profiles are honoured. */
  seedDemo: boolean;
  /** Draw every page afresh instead of once per audience (tests compare the two; server/page/layerMarkup.ts). */
  drawEveryRequest?: boolean;
  /** Overrides of TELEMETRY_LIMITS (server/telemetryLimitValues.ts); tests make them small. */
  telemetryLimits?: Partial<TelemetryLimits>;
  /** Overrides of DOOR_LIMITS (server/ops/doorAudit.ts): how many console refusals of visitors are audited. */
  doorLimits?: Partial<DoorLimits>;
}

/** Per-request facts every route may read (DESIGN "Sub-site per request"). */
export interface RequestContext {
  site: SiteCode;
  lang: Lang;
  profile: Profile | null;
  https: boolean;
}

export interface AppEnv {
  Variables: {
    deps: Deps;
    ctx: RequestContext;
    /** This browser's csrf token: the cookie's value, or the one this response sets; undefined for neither. */
    csrfToken?: string;
    /** Set once the session cookie was looked up: the user, or null for a visitor. */
    user?: UserRow | null;
    /** Set when this request shows a draft link's draft (server/draft/view.ts). */
    draft?: DraftView;
  };
}
