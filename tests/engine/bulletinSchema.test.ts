import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as mini from '../../app/api/bulletinSchema.ts';
import { BulletinResponse } from '../../schemas/api/announcement.ts';

describe('the first-page bulletin check (zod/mini) agrees with the API schema', () => {
  const same = (input: unknown) => {
    const a = BulletinResponse.safeParse(input);
    const b = mini.BulletinResponse.safeParse(input);
    expect(b.success).toBe(a.success);
    if (a.success && b.success) expect(b.data).toEqual(a.data);
  };

  it('on known answers', () => {
    same({ code: 200, message: 'success', data: { content_id: 'a1', content: 'Hello', link: '/announcements' } });
    same({ code: 200, message: 'success', data: null });
    same({ code: 200, message: 'success', data: { content_id: '', content: 'x', link: '' } });
    same({ code: 200.5, message: 'success', data: null });
    same({ code: 200, data: null });
    same(null);
  });

  it('on random answers', () => {
    const field = fc.oneof(fc.string(), fc.integer(), fc.constant(null), fc.constant(undefined));
    fc.assert(
      fc.property(
        fc.record(
          {
            code: fc.oneof(fc.integer(), fc.double(), fc.string()),
            message: field,
            data: fc.oneof(fc.constant(null), fc.record({ content_id: field, content: field, link: field })),
          },
          { requiredKeys: [] },
        ),
        same,
      ),
      { numRuns: 300 },
    );
  });
});
