import fc from 'fast-check';
import { hrefArb } from '../engine/arbitraries.ts';
import { EVIL_HOST, HOSTILE_HTML, HOSTILE_TEXT, HOSTILE_URLS } from './corpus.ts';

/** Characters browsers strip, fold or ignore around and inside a URL before reading its scheme. */
const NOISE = [
  '\t',
  '\n',
  '\r',
  ' ',
  '\u0000',
  '\u0008',
  '\u001f',
  '\u007f',
  '\u00a0',
  '\u200b',
  '\ufeff',
  '\\',
  '/',
  '%09',
  '%0a',
  '&#9;',
];

function mixCase(s: string, flips: boolean[]): string {
  return [...s].map((ch, i) => (flips[i % flips.length] ? ch.toUpperCase() : ch.toLowerCase())).join('');
}

/** A corpus URL bent the ways an attacker would: case, noise inserted, prefixes, encodings. */
const mutatedUrlArb = fc
  .record({
    base: fc.constantFrom(...HOSTILE_URLS.map((u) => u.value)),
    flips: fc.array(fc.boolean(), { minLength: 1, maxLength: 8 }),
    noise: fc.constantFrom(...NOISE),
    at: fc.nat(),
    lead: fc.constantFrom('', ' ', '\t', '\u0000', '/', '//', '/\\', '\\'),
    encode: fc.boolean(),
  })
  .map(({ base, flips, noise, at, lead, encode }) => {
    const cased = mixCase(base, flips);
    const i = at % (cased.length + 1);
    const noisy = `${lead}${cased.slice(0, i)}${noise}${cased.slice(i)}`;
    return encode ? noisy.replace(/[a-z]/i, (ch) => `%${ch.charCodeAt(0).toString(16)}`) : noisy;
  });

/** Hosts an attacker picks: the evil one, look-alikes of ours, odd spellings. */
const hostArb = fc.constantFrom(
  EVIL_HOST,
  `www.exchange.test.${EVIL_HOST}`,
  'exchange.test',
  'www.exchange.test',
  'EVIL.EXAMPLE',
  '127.0.0.1',
);

/** Any string a URL field could receive, weighted towards the hostile corpus. */
export const hostileUrlArb: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...HOSTILE_URLS.map((u) => u.value)), weight: 4 },
  { arbitrary: mutatedUrlArb, weight: 6 },
  {
    arbitrary: fc.tuple(fc.constantFrom('https://', 'http://', '//', 'https:', '/\\', ''), hostArb, fc.webPath()).map((t) => t.join('')),
    weight: 2,
  },
  { arbitrary: hrefArb, weight: 2 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 1 },
);

/** Any string an HTML or text field could receive, weighted towards the hostile corpus. */
export const hostileHtmlArb: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...HOSTILE_HTML.map((h) => h.value)), weight: 4 },
  { arbitrary: fc.constantFrom(...HOSTILE_TEXT.map((h) => h.value)), weight: 2 },
  { arbitrary: fc.string({ maxLength: 40 }), weight: 1 },
);

/** Any string at all, weighted towards the corpus: for fields whose kind the fuzzer does not know. */
export const hostileStringArb: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: hostileUrlArb, weight: 3 },
  { arbitrary: hostileHtmlArb, weight: 2 },
  { arbitrary: fc.string({ maxLength: 30 }), weight: 2 },
  {
    arbitrary: fc.constantFrom(
      '',
      ' ',
      '0',
      '-1',
      '1e309',
      'NaN',
      'null',
      'true',
      '[]',
      '{}',
      '__proto__',
      'constructor',
      '%',
      '%zz',
      '💥',
    ),
    weight: 2,
  },
);
