import { describe, expect, it } from 'vitest';
import {
  CONSENT_TTL_MS,
  consentAllows,
  needsConsentPrompt,
  parseConsent,
  serializeConsent,
  uniformChoice,
} from '../../engine/consent/consent.ts';

const now = Date.UTC(2026, 0, 10);

describe('consent cookie', () => {
  it('round-trips a choice with its date', () => {
    const choice = { at: now - 1000, purposes: { analytics: true } };
    expect(serializeConsent(choice)).toBe(`1.${now - 1000}.analytics`);
    expect(parseConsent(serializeConsent(choice), now)).toEqual(choice);
    expect(serializeConsent(uniformChoice(false, now))).toBe(`1.${now}.none`);
    expect(parseConsent(serializeConsent(uniformChoice(false, now)), now)?.purposes.analytics).toBe(false);
  });

  it('expires after 90 days and rejects what it cannot read', () => {
    expect(parseConsent(serializeConsent(uniformChoice(true, now - CONSENT_TTL_MS)), now)).not.toBeNull();
    expect(parseConsent(serializeConsent(uniformChoice(true, now - CONSENT_TTL_MS - 1)), now)).toBeNull();
    for (const bad of [
      undefined,
      null,
      '',
      'yes',
      '1..analytics',
      '2.5.analytics',
      `1.${now}.ANALYTICS`,
      `1.${now + 5 * 86_400_000}.analytics`,
    ])
      expect(parseConsent(bad, now), String(bad)).toBeNull();
  });

  it('only regions that require consent ask and gate', () => {
    expect(needsConsentPrompt(true, undefined, now)).toBe(true);
    expect(needsConsentPrompt(false, undefined, now)).toBe(false);
    expect(needsConsentPrompt(true, serializeConsent(uniformChoice(false, now)), now)).toBe(false);
    expect(consentAllows(false, undefined, 'analytics', now)).toBe(true);
    expect(consentAllows(true, undefined, 'analytics', now)).toBe(false);
    expect(consentAllows(true, serializeConsent(uniformChoice(false, now)), 'analytics', now)).toBe(false);
    expect(consentAllows(true, serializeConsent(uniformChoice(true, now)), 'analytics', now)).toBe(true);
  });
});
