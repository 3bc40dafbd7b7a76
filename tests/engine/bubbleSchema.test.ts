import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HeaderBubbleResponse } from '../../schemas/api/headerBubble.ts';

// One schema (schemas/api/headerBubble.ts, zod/mini) serves the server and the browser's bubble.
describe('the header bubble answer check', () => {
  const ok = (input: unknown) => HeaderBubbleResponse.safeParse(input).success;

  it('accepts a campaign or no campaign', () => {
    const r = HeaderBubbleResponse.safeParse({ code: 200, message: 'success', data: { id: 'w1', text: 'Sign up', target: 'signup' } });
    expect(r.success && r.data.data).toEqual({ id: 'w1', text: 'Sign up', target: 'signup' });
    expect(ok({ code: 200, message: 'success', data: null })).toBe(true);
  });

  it('rejects a malformed answer', () => {
    expect(ok({ code: 200, message: 'success', data: { id: 'w1', text: 'x', target: 'trade' } })).toBe(false);
    expect(ok({ code: 200, message: 'success', data: { id: '', text: 'x', target: 'deposit' } })).toBe(false);
    expect(ok({ code: 200, message: 'success', data: { id: 'a', text: 'x'.repeat(161), target: 'deposit' } })).toBe(false);
    expect(ok({ code: 200.5, message: 'success', data: null })).toBe(false);
    expect(ok({ code: 200, data: null })).toBe(false);
    expect(ok(null)).toBe(false);
  });

  it('never throws, and accepts exactly the well-formed answers (property)', () => {
    const field = fc.oneof(fc.string({ maxLength: 170 }), fc.integer(), fc.constant(null), fc.constant(undefined));
    const text = (v: unknown, max: number) => typeof v === 'string' && v.length >= 1 && v.length <= max;
    fc.assert(
      fc.property(
        fc.record(
          {
            code: fc.oneof(fc.integer(), fc.double(), fc.string()),
            message: field,
            data: fc.oneof(
              fc.constant(null),
              fc.record({ id: field, text: field, target: fc.oneof(field, fc.constantFrom('signup', 'deposit')) }),
            ),
          },
          { requiredKeys: [] },
        ),
        (input) => {
          const d = input.data;
          const wellFormed =
            Number.isSafeInteger(input.code) &&
            typeof input.message === 'string' &&
            'data' in input &&
            (d === null || (text(d?.id, 80) && text(d?.text, 160) && (d?.target === 'signup' || d?.target === 'deposit')));
          return ok(input) === wellFormed;
        },
      ),
      { numRuns: 300 },
    );
  });
});
