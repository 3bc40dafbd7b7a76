import { encode } from 'uqr';
import type { QrModules } from '../schemas/pageData.ts';

const MAX_ENTRIES = 64;
const encoded = new Map<string, QrModules>();

/**
 * Encodes `text` as a QR code (error correction M). Choosing the best of eight masks is the
 * costly part (tens of milliseconds on a slow phone), so each text is encoded once per process.
 */
export function encodeQr(text: string): QrModules {
  const known = encoded.get(text);
  if (known) return known;
  // uqr (Nayuki's encoder as an ES module): the package's build holds no CommonJS.
  const { data, size } = encode(text, { ecc: 'M', border: 0, boostEcc: false });
  const bytes = new Uint8Array(Math.ceil((size * size) / 8));
  for (let i = 0; i < size * size; i++) if (data[Math.floor(i / size)]?.[i % size]) bytes[i >> 3]! |= 0x80 >> (i & 7);
  const code = { text, size, bits: btoa(String.fromCharCode(...bytes)) };
  if (encoded.size >= MAX_ENTRIES) encoded.delete(encoded.keys().next().value!);
  encoded.set(text, code);
  return code;
}
