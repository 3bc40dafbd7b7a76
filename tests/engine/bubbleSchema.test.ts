import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as mini from '../../app/api/bubbleSchema.ts';
import { HeaderBubbleResponse } from '../../schemas/api/headerBubble.ts';

describe('the header bubble check (zod/mini) agrees with the API schema', () => {
  const same = (input: unknown) => {
    const a = HeaderBubbleResponse.safeParse(input);
    const b = mini.HeaderBubbleResponse.safeParse(input);
    expect(b.success).toBe(a.success);
    if (a.success && b.success) expect(b.data).toEqual(a.data);
  };

  it('on known answers', () => {
    same({ code: 200, message: 'success', data: { id: 'w1', text: 'Sign up', target: 'signup' } });
    same({ code: 200, message: 'success', data: null });
    same({ code: 200, message: 'success', data: { id: 'w1', text: 'x', target: 'trade' } });
    same({ code: 200, message: 'success', data: { id: '', text: 'x', target: 'deposit' } });
    same({ code: 200, message: 'success', data: { id: 'a', text: 'x'.repeat(161), target: 'deposit' } });
    same({ code: 200.5, message: 'success', data: null });
    same(null);
  });

  it('on random answers', () => {
    const field = fc.oneof(fc.string({ maxLength: 170 }), fc.integer(), fc.constant(null), fc.constant(undefined));
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
        same,
      ),
      { numRuns: 300 },
    );
  });
});
