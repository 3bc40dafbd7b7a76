/** Decimal text for prices: about five significant digits, never exponent notation. */
export function fmtPrice(x: number): string {
  if (!Number.isFinite(x) || x <= 0) return '0';
  if (x >= 1000) return x.toFixed(2);
  if (x >= 1) return x.toFixed(4);
  const decimals = Math.min(14, Math.ceil(-Math.log10(x)) + 4);
  return x.toFixed(decimals);
}

export function fmtPercent(x: number): string {
  const s = x.toFixed(2);
  return s === '-0.00' ? '0.00' : s;
}

export function fmtAmount(x: number): string {
  return x >= 100 ? x.toFixed(2) : x.toFixed(4);
}
