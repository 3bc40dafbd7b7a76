import { describe, expect, it } from 'vitest';
import { formatDate, formatPercent, INTL_LOCALES, pluralCategory } from '../../engine/format.ts';
import { translate } from '../../engine/i18n/catalogs.ts';
import { loadAllCatalogs } from '../../engine/i18n/nodeCatalogs.ts';
import { formatAmount, totalInFiat } from '../../engine/user/amounts.ts';
import { LANG_CODES, type LangCode } from '../../schemas/siteConstants.ts';

loadAllCatalogs();

/** Intl's no-break spaces and bidi marks are right, but invisible: compare what a reader sees. */
const seen = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ').replace(/[\u200e\u200f\u061c]/g, '');

/** 1234567.891 as an amount, +1.25 %, 5 Jan 2026, then "n unread notifications" for 1, 2, 3, 5, 11, 21, 100, then "1 result", "5 results". */
const EXPECTED: Record<LangCode, string[]> = {
  en: [
    '1,234,567.89',
    '+1.25%',
    'Jan 5, 2026',
    '1 unread notification',
    '2 unread notifications',
    '3 unread notifications',
    '5 unread notifications',
    '11 unread notifications',
    '21 unread notifications',
    '100 unread notifications',
    '1 result',
    '5 results',
  ],
  zh: [
    '1,234,567.89',
    '+1.25%',
    '2026年1月5日',
    '1 条未读通知',
    '2 条未读通知',
    '3 条未读通知',
    '5 条未读通知',
    '11 条未读通知',
    '21 条未读通知',
    '100 条未读通知',
    '1 个结果',
    '5 个结果',
  ],
  tw: [
    '1,234,567.89',
    '+1.25%',
    '2026年1月5日',
    '1 則未讀通知',
    '2 則未讀通知',
    '3 則未讀通知',
    '5 則未讀通知',
    '11 則未讀通知',
    '21 則未讀通知',
    '100 則未讀通知',
    '1 個結果',
    '5 個結果',
  ],
  ja: [
    '1,234,567.89',
    '+1.25%',
    '2026/01/05',
    '未読のお知らせ 1 件',
    '未読のお知らせ 2 件',
    '未読のお知らせ 3 件',
    '未読のお知らせ 5 件',
    '未読のお知らせ 11 件',
    '未読のお知らせ 21 件',
    '未読のお知らせ 100 件',
    '1件の結果',
    '5件の結果',
  ],
  ko: [
    '1,234,567.89',
    '+1.25%',
    '2026. 1. 5.',
    '읽지 않은 알림 1개',
    '읽지 않은 알림 2개',
    '읽지 않은 알림 3개',
    '읽지 않은 알림 5개',
    '읽지 않은 알림 11개',
    '읽지 않은 알림 21개',
    '읽지 않은 알림 100개',
    '결과 1개',
    '결과 5개',
  ],
  tr: [
    '1.234.567,89',
    '+%1,25',
    '5 Oca 2026',
    '1 okunmamış bildirim',
    '2 okunmamış bildirim',
    '3 okunmamış bildirim',
    '5 okunmamış bildirim',
    '11 okunmamış bildirim',
    '21 okunmamış bildirim',
    '100 okunmamış bildirim',
    '1 sonuç',
    '5 sonuç',
  ],
  it: [
    '1.234.567,89',
    '+1,25%',
    '5 gen 2026',
    '1 notifica non letta',
    '2 notifiche non lette',
    '3 notifiche non lette',
    '5 notifiche non lette',
    '11 notifiche non lette',
    '21 notifiche non lette',
    '100 notifiche non lette',
    '1 risultato',
    '5 risultati',
  ],
  de: [
    '1.234.567,89',
    '+1,25 %',
    '05.01.2026',
    '1 ungelesene Benachrichtigung',
    '2 ungelesene Benachrichtigungen',
    '3 ungelesene Benachrichtigungen',
    '5 ungelesene Benachrichtigungen',
    '11 ungelesene Benachrichtigungen',
    '21 ungelesene Benachrichtigungen',
    '100 ungelesene Benachrichtigungen',
    '1 Ergebnis',
    '5 Ergebnisse',
  ],
  fr: [
    '1 234 567,89',
    '+1,25 %',
    '5 janv. 2026',
    '1 notification non lue',
    '2 notifications non lues',
    '3 notifications non lues',
    '5 notifications non lues',
    '11 notifications non lues',
    '21 notifications non lues',
    '100 notifications non lues',
    '1 résultat',
    '5 résultats',
  ],
  es: [
    '1.234.567,89',
    '+1,25 %',
    '5 ene 2026',
    '1 notificación sin leer',
    '2 notificaciones sin leer',
    '3 notificaciones sin leer',
    '5 notificaciones sin leer',
    '11 notificaciones sin leer',
    '21 notificaciones sin leer',
    '100 notificaciones sin leer',
    '1 resultado',
    '5 resultados',
  ],
  ru: [
    '1 234 567,89',
    '+1,25 %',
    '5 янв. 2026 г.',
    '1 непрочитанное уведомление',
    '2 непрочитанных уведомления',
    '3 непрочитанных уведомления',
    '5 непрочитанных уведомлений',
    '11 непрочитанных уведомлений',
    '21 непрочитанное уведомление',
    '100 непрочитанных уведомлений',
    '1 результат',
    '5 результатов',
  ],
  vi: [
    '1.234.567,89',
    '+1,25%',
    '5 thg 1, 2026',
    '1 thông báo chưa đọc',
    '2 thông báo chưa đọc',
    '3 thông báo chưa đọc',
    '5 thông báo chưa đọc',
    '11 thông báo chưa đọc',
    '21 thông báo chưa đọc',
    '100 thông báo chưa đọc',
    '1 kết quả',
    '5 kết quả',
  ],
  ar: [
    '1,234,567.89',
    '+1.25%',
    '05/01/2026',
    'إشعار واحد غير مقروء',
    'إشعاران غير مقروءين',
    '3 إشعارات غير مقروءة',
    '5 إشعارات غير مقروءة',
    '11 إشعارًا غير مقروء',
    '21 إشعارًا غير مقروء',
    '100 إشعار غير مقروء',
    'نتيجة واحدة',
    '5 نتائج',
  ],
};

const COUNTS = [1, 2, 3, 5, 11, 21, 100];

describe('numbers, dates and plurals in the page language', () => {
  it('knows an Intl locale for every language', () => {
    expect(Object.keys(INTL_LOCALES).sort()).toEqual([...LANG_CODES].sort());
  });

  it.each(LANG_CODES)('%s: amounts, percentages and dates use its own marks', (lang) => {
    const [amount, percent, date] = EXPECTED[lang];
    expect(seen(formatAmount(1234567.891, 2, lang))).toBe(amount);
    expect(seen(formatPercent(lang, 0.0125))).toBe(percent);
    expect(seen(formatDate(lang, Date.UTC(2026, 0, 5, 12, 0), { dateStyle: 'medium', timeZone: 'UTC' }))).toBe(date);
  });

  it.each(LANG_CODES)('%s: "n unread notifications" and "n results" take the plural form of the count', (lang) => {
    const said = COUNTS.map((n) => seen(translate(lang, 'shell.unreadCount', { n, shown: String(n) })));
    expect(said).toEqual(EXPECTED[lang].slice(3, 3 + COUNTS.length));
    expect([1, 5].map((n) => seen(translate(lang, 'search.count', { n })))).toEqual(EXPECTED[lang].slice(3 + COUNTS.length));
  });

  it('English says "1 unread notification", never "1 unread notifications"', () => {
    expect(translate('en', 'shell.unreadCount', { n: 1, shown: '1' })).toBe('1 unread notification');
  });

  it('plural categories follow CLDR for the languages with more than two forms', () => {
    expect([1, 3, 5, 21].map((n) => pluralCategory('ru', n))).toEqual(['one', 'few', 'many', 'one']);
    expect([0, 1, 2, 3, 11, 100].map((n) => pluralCategory('ar', n))).toEqual(['zero', 'one', 'two', 'few', 'many', 'other']);
    expect(pluralCategory('tw', 1)).toBe('other');
  });

  it('a capped count still reads as a plural ("99+")', () => {
    expect(translate('de', 'shell.unreadCount', { n: 120, shown: '99+' })).toBe('99+ ungelesene Benachrichtigungen');
  });

  it("a total in fiat is cut, not rounded, and written the page language's way", () => {
    expect(seen(totalInFiat(1234.5699, 'EUR', { EUR: 1 }, [], 'fr').text)).toBe('1 234,56');
    expect(totalInFiat(1234.5699, 'EUR', { EUR: 1 }, [], 'de').text).toBe('1.234,56');
  });
});
