import { chars, pick, type Rng } from './prng.ts';

const HEADS = [
  'Aero',
  'Astra',
  'Bolt',
  'Cobalt',
  'Cryo',
  'Delta',
  'Echo',
  'Ember',
  'Flux',
  'Frost',
  'Gala',
  'Helix',
  'Hyper',
  'Ion',
  'Jade',
  'Kairo',
  'Lumen',
  'Meri',
  'Nexo',
  'Nova',
  'Onyx',
  'Orbi',
  'Pixel',
  'Prism',
  'Quanta',
  'Radi',
  'Rune',
  'Sola',
  'Stella',
  'Terra',
  'Ultra',
  'Vanta',
  'Vex',
  'Wave',
  'Xeno',
  'Yield',
  'Zen',
  'Zephyr',
  'Nimbus',
  'Quark',
];
const TAILS = [
  'chain',
  'swap',
  'fi',
  'verse',
  'net',
  'link',
  'pad',
  'dao',
  'mint',
  'base',
  'zone',
  'labs',
  'pay',
  'port',
  'forge',
  'grid',
  'hub',
  'node',
  'stack',
  'vault',
  'wire',
  'scape',
  'loop',
  'spark',
  'core',
  'x',
  'io',
  'ly',
  'ra',
  'on',
];
const KINDS = ['', '', '', ' Network', ' Protocol', ' Finance', ' AI', ' Token', ' Coin', ' World'];

const MEME_HEADS = [
  'Baby',
  'Moon',
  'Giga',
  'Turbo',
  'Based',
  'Sleepy',
  'Angry',
  'Tiny',
  'Super',
  'Mega',
  'Frog',
  'Space',
  'Lucky',
  'Fat',
  'Smol',
];
const MEME_TAILS = [
  'Cat',
  'Dog',
  'Pepe',
  'Shiba',
  'Frog',
  'Ape',
  'Bonk',
  'Doge',
  'Penguin',
  'Hamster',
  'Otter',
  'Duck',
  'Whale',
  'Goat',
  'Bull',
];

/** A project name like "Nexoswap Protocol"; the caller guarantees uniqueness of the ticker only. */
export function projectName(r: Rng): string {
  return `${pick(r, HEADS)}${pick(r, TAILS)}${pick(r, KINDS)}`;
}

export function memeName(r: Rng): string {
  return `${pick(r, MEME_HEADS)} ${pick(r, MEME_TAILS)}`;
}

/** A ticker not yet in `taken`, built from the name's letters when possible. */
export function ticker(r: Rng, name: string, taken: Set<string>): string {
  const letters = name.toUpperCase().replace(/[^A-Z]/g, '');
  for (let attempt = 0; attempt < 50; attempt++) {
    const len = 3 + Math.floor(r() * 3);
    let t = letters[0] ?? 'X';
    for (let i = 1; i < len; i++) t += attempt < 20 ? letters[Math.floor(r() * letters.length)] : chars(r, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', 1);
    if (!taken.has(t)) {
      taken.add(t);
      return t;
    }
  }
  let t: string;
  do t = chars(r, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', 6);
  while (taken.has(t));
  taken.add(t);
  return t;
}
