/**
 * The few words the first page needs from this feature set (bell, announcement bar, footer fiat
 * selector), kept tiny because they ship in the first chunk; everything else loads with its part.
 */
export interface ShellLabels {
  notifications: string;
  unread: string;
  announcement: string;
  dismiss: string;
  currency: string;
}

/** Dispatched on window after a tab was marked read anywhere on the page (the header dot rechecks). */
export const READ_EVENT = 'reminder-read';

const en: ShellLabels = {
  notifications: 'Notifications',
  unread: 'unread',
  announcement: 'Announcement',
  dismiss: 'Dismiss announcement',
  currency: 'Currency',
};

const other: Record<string, Partial<ShellLabels>> = {
  zh: { notifications: '通知', unread: '未读', announcement: '公告', dismiss: '关闭公告', currency: '法币' },
  tw: { notifications: '通知', unread: '未讀', announcement: '公告', dismiss: '關閉公告', currency: '法幣' },
  ja: { notifications: 'お知らせ', unread: '未読', announcement: 'お知らせ', dismiss: '閉じる', currency: '通貨' },
  ar: { notifications: 'الإشعارات', unread: 'غير مقروء', announcement: 'إعلان', dismiss: 'إغلاق الإعلان', currency: 'العملة' },
  tr: { notifications: 'Bildirimler', unread: 'okunmamış', announcement: 'Duyuru', dismiss: 'Duyuruyu kapat', currency: 'Para birimi' },
  it: { notifications: 'Notifiche', unread: 'non lette', announcement: 'Avviso', dismiss: 'Chiudi avviso', currency: 'Valuta' },
};

export function shellLabels(lang: string): ShellLabels {
  return { ...en, ...other[lang] };
}
