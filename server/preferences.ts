import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { refTimeFor, riseColorFor } from '../engine/preferences.ts';
import type { Preferences } from '../schemas/bootstrap.ts';
import type { RegionConfig } from '../schemas/regionConfig.ts';
import type { Lang } from '../schemas/site.ts';
import { isFiat } from './data/fiat.ts';

/**
 * SPEC §3 preferences from the request's cookies, limited to what the sub-site offers: a region
 * with one rise colour or one reference time (the US) forces it whatever the cookie says (SPEC §4).
 */
export function readPreferences(c: Context, config: RegionConfig, lang: Lang): Preferences {
  const fiatCookie = getCookie(c, 'curr_fiat');
  // An empty curr_fiat is the "don't switch to fiat" toggle turned off (SPEC §4): it must stay off
  // after a reload, not fall back to a default fiat that turns the toggle on again.
  const currFiat = fiatCookie === '' ? '' : fiatCookie && isFiat(fiatCookie) ? fiatCookie : config.defaults.fiat;
  const theme = getCookie(c, 'theme');
  return {
    riseColorValue: riseColorFor(config, lang, getCookie(c, 'market_rise_color')),
    reftimeValue: refTimeFor(config, getCookie(c, 'change-reftime')),
    currFiat,
    currencyRate: fiatCookie && isFiat(fiatCookie) ? 'open' : 'closed',
    // SPEC §3 also numbers the themes (light 0, dark 2); both forms are read.
    theme: theme === 'dark' || theme === '2' ? 'dark' : 'light',
    locale: lang,
  };
}
