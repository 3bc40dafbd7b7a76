import { LANGUAGES, type LangCode } from '../../schemas/siteConstants.ts';
import { regionSwitchWord } from './headerPartWords.ts';
import { FLAG_WORDS, siteWord } from './plainWords.ts';
import { businessTitle, complianceTitle, offerTitle } from './productWords.ts';

/** Where a hidden item was met: the sub-site drawn and the file that sets the sub-site's own values. */
export interface FixContext {
  /** The audience's sub-site code (uk). */
  site: string;
}

const values = (value: unknown) => (Array.isArray(value) ? value.map(String) : [String(value)]);
const quoted = (words: string[]) => words.map((w) => `“${w}”`).join(', ');
const langWord = (code: string) => (code in LANGUAGES ? LANGUAGES[code as LangCode] : code);
const flagWord = (f: string) => FLAG_WORDS[f as keyof typeof FLAG_WORDS] ?? f;

/**
 * What to change so a hidden item shows (every reason says how to alter it), naming the
 * field as the form names it and the file that holds it. The item's own rule lives where the item
 * is defined (often base.json); a sub-site's switch or offers in that sub-site's file.
 */
export function howToShow(reason: { rule: string; value: unknown; builtIn?: string }, ctx: FixContext): string {
  if (reason.builtIn)
    return `Built into the engine (${reason.builtIn}): no setting in a region config changes it, so there is nothing to edit for it.`;
  const v = values(reason.value);
  const here = siteWord(ctx.site);
  const ownFile = `${ctx.site}.json`;
  switch (reason.rule) {
    case 'login':
      return reason.value === 'in'
        ? 'To show it to visitors too, set its Who sees it › Login to “everyone”.'
        : 'To show it to logged-in users too, set its Who sees it › Login to “everyone”.';
    case 'sites':
      return `To show it on ${here}, add ${here} to its Who sees it › Only on sub-sites.`;
    case 'needs':
      return `To show it on ${here}, tick ${quoted(v.map(offerTitle))} in ${ownFile} › Products offered here, or remove it from the item's Only where the sub-site offers.`;
    case 'compliance':
      return `Shown to visitors whose compliance list does not block ${quoted(v.map(complianceTitle))}; to show it to this visitor too, remove it from the item's Hidden where compliance blocks.`;
    case 'business':
      return `Shown to visitors whose ${quoted(v.map(businessTitle))} business is not blocked; to show it to this visitor too, remove it from the item's Hidden where the business is blocked.`;
    case 'flagsOff':
      return `To show it to ${v.map(flagWord).join(', ')}, remove them from the item's Hidden for visitors who are.`;
    case 'flagsOn':
      return `To show it to everyone, clear the item's Only for visitors who are (${v.map(flagWord).join(', ')}).`;
    case 'platform':
      return `To show it on ${reason.value === 'web' ? 'phones' : 'computers'} too, set its Who sees it › Device to “computers and phones”.`;
    case 'langs':
      return 'To show it in this language, add the language to its Only in languages, or clear that list.';
    case 'notLangs':
      return `To show it in ${v.map(langWord).join(', ')}, remove it from its Not in languages.`;
    case 'accountModes':
      return 'To show it in this account mode, add the mode to its Only in account modes, or clear that list.';
    case 'minTier':
      return `Shown from VIP tier ${v[0]}; lower its Lowest VIP tier to show it to lower tiers.`;
    case 'maxTier':
      return `Shown up to VIP tier ${v[0]}; raise or clear its Highest VIP tier to show it to higher tiers.`;
    case 'href':
      return 'Give it a link that starts with / or an https link to a host in base.json › Allowed link hosts.';
    case 'children':
      return 'Show at least one of the entries inside it (each entry says why it is hidden).';
    case 'parent':
      return 'Show the menu it sits in first (its own row says why it is hidden).';
    case 'regionOff':
      return `Switched off for ${here}: clear “${regionSwitchWord(v[0]!)}” in ${ownFile} › Header switches.`;
    case 'regionOn':
      return v[0] === 'social' ? `Turn on Social icons in ${ownFile} › Footer settings.` : `Turn on ${v[0]} in ${ownFile}.`;
    case 'limitsOn':
      return 'Shown only to visitors under that compliance limit: the compliance service decides this, not the config.';
    case 'anyOf':
      return 'Shown when any one of its alternatives holds: change the visitor, or one alternative, so one holds.';
    case 'hidden':
      return 'Untick Hidden on the menu entry in the remote menu.';
    case 'title':
      return 'Give the top-level entry a title, a title key or an image.';
    case 'hide':
      return `Untick “Hide … on ${here}” for it in ${ownFile}'s form (Hidden on this sub-site).`;
    default:
      return 'The engine gave no reason: report it to the team that runs the console.';
  }
}
