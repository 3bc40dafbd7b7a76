import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BulletinResponse } from '../../schemas/api/announcement.ts';

// One schema (schemas/api/announcement.ts, zod/mini) serves the server and the first page's bar.
describe('the fullsiteBulletin answer check', () => {
  const ok = (input: unknown) => BulletinResponse.safeParse(input).success;

  it('accepts an announcement or none', () => {
    const r = BulletinResponse.safeParse({
      code: 200,
      message: 'success',
      data: { content_id: 'a1', content: 'Hello', link: '/announcements' },
    });
    expect(r.success && r.data.data).toEqual({ content_id: 'a1', content: 'Hello', link: '/announcements' });
    expect(ok({ code: 200, message: 'success', data: { content_id: 'a1', content: 'Hello', link: '' } })).toBe(true);
    expect(ok({ code: 200, message: 'success', data: null })).toBe(true);
  });

  it('rejects a malformed answer', () => {
    expect(ok({ code: 200, message: 'success', data: { content_id: '', content: 'x', link: '' } })).toBe(false);
    expect(ok({ code: 200.5, message: 'success', data: null })).toBe(false);
    expect(ok({ code: 200, data: null })).toBe(false);
    expect(ok(null)).toBe(false);
  });

  it('never throws, and accepts exactly the well-formed answers (property)', () => {
    const field = fc.oneof(fc.string(), fc.integer(), fc.constant(null), fc.constant(undefined));
    const text = (v: unknown) => typeof v === 'string' && v.length >= 1;
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
        (input) => {
          const d = input.data;
          const wellFormed =
            Number.isSafeInteger(input.code) &&
            typeof input.message === 'string' &&
            'data' in input &&
            (d === null || (text(d?.content_id) && text(d?.content) && typeof d?.link === 'string'));
          return ok(input) === wellFormed;
        },
      ),
      { numRuns: 300 },
    );
  });
});
