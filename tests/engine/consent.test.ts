import { describe, expect, it } from 'vitest';
import {
  CONSENT_TTL_MS,
  consentAllows,
  consentExpiry,
  needsConsentPrompt,
  parseConsent,
  serializeConsent,
  uniformChoice,
} from '../../engine/consent/consent.ts';

const now = Date.UTC(2026, 0, 10);
const DAY = 86_400_000;

describe('consent cookie', () => {
  it('round-trips a choice with its date', () => {
    const choice = { at: now - 1000, purposes: { analytics: true } };
    expect(serializeConsent(choice)).toBe(`2.${now - 1000}.analytics`);
    expect(parseConsent(serializeConsent(choice), now)).toEqual(choice);
    expect(serializeConsent(uniformChoice(false, now))).toBe(`2.${now}.none`);
    expect(parseConsent(serializeConsent(uniformChoice(false, now)), now)?.purposes.analytics).toBe(false);
  });

  it('the cookie ends when the choice does, 90 days after its date', () => {
    expect(consentExpiry(uniformChoice(true, now)).getTime()).toBe(now + CONSENT_TTL_MS);
    expect(CONSENT_TTL_MS).toBe(90 * DAY);
  });

  it('the server reads a current-form cookie by its state, whatever its date; the page checks the date too', () => {
    const old = serializeConsent(uniformChoice(true, now - CONSENT_TTL_MS - 1));
    expect(parseConsent(old, now)?.purposes.analytics).toBe(true);
    expect(parseConsent(old, now, true)).toBeNull();
    expect(parseConsent(serializeConsent(uniformChoice(true, now - CONSENT_TTL_MS)), now, true)).not.toBeNull();
    expect(parseConsent(serializeConsent(uniformChoice(true, now + 5 * DAY)), now, true)).toBeNull();
    expect(consentAllows(true, old, 'analytics', now)).toBe(true);
    expect(consentAllows(true, old, 'analytics', now, true)).toBe(false);
  });

  it('an older-form cookie counts by its date: asked again after 90 days', () => {
    expect(parseConsent(`1.${now - CONSENT_TTL_MS}.analytics`, now)).toEqual({ at: now - CONSENT_TTL_MS, purposes: { analytics: true } });
    expect(parseConsent(`1.${now - CONSENT_TTL_MS - 1}.analytics`, now)).toBeNull();
    expect(needsConsentPrompt(true, `1.${now - CONSENT_TTL_MS - 1}.analytics`, now)).toBe(true);
    expect(needsConsentPrompt(true, `1.${now - DAY}.none`, now)).toBe(false);
    expect(parseConsent(`1.${now + 5 * DAY}.analytics`, now)).toBeNull();
  });

  it('rejects what it cannot read', () => {
    for (const bad of [
      undefined,
      null,
      '',
      'yes',
      '1..analytics',
      '2..analytics',
      '2.5.ANALYTICS',
      '2.5.analytics+none',
      ` 2.${now}.analytics`,
      `2.${now}.analytics `,
      `3.${now}.analytics`,
      `2.1234567890123456.analytics`,
      `1.${now}.ANALYTICS`,
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
