import Cookies from 'js-cookie';
import type { FooterFiat } from '../../../renderer/Footer.tsx';
import type { Bootstrap } from '../../../schemas/bootstrap.ts';
import { FIAT_COOKIE_DAYS } from '../../../schemas/constants/preferences.ts';
import { shellLabels } from '../i18n/labels.ts';

/** SPEC §3: the curr_fiat cookie lives one year. */

/**
 * The footer's mobile fiat selector (SPEC §2): the site's fiat list; choosing one stores it in the
 * curr_fiat cookie (SPEC §4: currency rate open, fiat set) and reloads so every amount follows.
 */
export function footerFiat(boot: Bootstrap): FooterFiat | undefined {
  const options = boot.params.fiat_list;
  if (options.length === 0) return undefined;
  return {
    options,
    current: boot.prefs.currFiat,
    label: shellLabels(boot.lang).currency,
    onChoose(fiat) {
      Cookies.set('curr_fiat', fiat, { expires: FIAT_COOKIE_DAYS, path: '/', sameSite: 'Lax' });
      window.location.reload();
    },
  };
}
