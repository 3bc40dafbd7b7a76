import { describe, expect, it } from 'vitest';
import { notificationHref } from '../../engine/notifications/target.ts';
import { NotificationRecord } from '../../schemas/api/herald.ts';

describe('notification records (SPEC §3 shape and the richer one)', () => {
  const spec = {
    title: 'Filled',
    content: 'x',
    isread: 0,
    type: 'spot',
    extras: { mid: '7', market: 'ETH_USDT' },
    send_timest: 1700000000,
    displayTime: 'now',
  };

  it('reads the SPEC §3 record without id, code, template_id or template_args', () => {
    const r = NotificationRecord.parse(spec);
    expect(r).toMatchObject({ title: 'Filled', isread: 0, type: 'spot', displayTime: 'now' });
    expect(r.id).toBeUndefined();
    expect(notificationHref(r, 'en')).toBe('/trade/ETH_USDT');
  });

  it('reads the richer record and boolean isread', () => {
    const r = NotificationRecord.parse({ ...spec, id: 3, code: 'trade', template_id: 't', template_args: { status: '1' }, isread: true });
    expect(r).toMatchObject({ id: 3, code: 'trade', isread: 1, template_args: { status: '1' } });
  });

  it('shows a type it does not know as plain text, whatever its links say', () => {
    const r = NotificationRecord.parse({ ...spec, type: 'survey', extras: { url: '/survey' } });
    expect(r.type).toBe('text');
    expect(notificationHref(r, 'en')).toBeNull();
  });

  it('refuses a record without a title or time (the list reports it)', () => {
    expect(NotificationRecord.safeParse({ content: 'x', isread: 0, type: 'text', extras: {} }).success).toBe(false);
  });
});
