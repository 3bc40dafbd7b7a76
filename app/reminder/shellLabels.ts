/**
 * The few words the first page needs from this feature set (bell, announcement bar, footer fiat
 * selector), kept tiny because they ship in the first chunk; everything else loads with its part.
 */
export interface ShellLabels {
  notifications: string;
  unread: string;
  /** The bell's live region: "{n} unread notifications", and once there were some, none left. */
  unreadCount: string;
  noUnread: string;
  announcement: string;
  dismiss: string;
  currency: string;
}

/** Dispatched on window after a tab was marked read anywhere on the page (the header dot rechecks). */
export const READ_EVENT = 'reminder-read';

const en: ShellLabels = {
  notifications: 'Notifications',
  unread: 'unread',
  unreadCount: '{n} unread notifications',
  noUnread: 'No unread notifications',
  announcement: 'Announcement',
  dismiss: 'Dismiss announcement',
  currency: 'Currency',
};

const other: Record<string, Partial<ShellLabels>> = {
  zh: {
    notifications: '通知',
    unread: '未读',
    unreadCount: '{n} 条未读通知',
    noUnread: '没有未读通知',
    announcement: '公告',
    dismiss: '关闭公告',
    currency: '法币',
  },
  tw: {
    notifications: '通知',
    unread: '未讀',
    unreadCount: '{n} 則未讀通知',
    noUnread: '沒有未讀通知',
    announcement: '公告',
    dismiss: '關閉公告',
    currency: '法幣',
  },
  ja: {
    notifications: 'お知らせ',
    unread: '未読',
    unreadCount: '未読のお知らせ {n} 件',
    noUnread: '未読のお知らせはありません',
    announcement: 'お知らせ',
    dismiss: '閉じる',
    currency: '通貨',
  },
  ar: {
    notifications: 'الإشعارات',
    unread: 'غير مقروء',
    unreadCount: '{n} إشعارات غير مقروءة',
    noUnread: 'لا توجد إشعارات غير مقروءة',
    announcement: 'إعلان',
    dismiss: 'إغلاق الإعلان',
    currency: 'العملة',
  },
  tr: {
    notifications: 'Bildirimler',
    unread: 'okunmamış',
    unreadCount: '{n} okunmamış bildirim',
    noUnread: 'Okunmamış bildirim yok',
    announcement: 'Duyuru',
    dismiss: 'Duyuruyu kapat',
    currency: 'Para birimi',
  },
  it: {
    notifications: 'Notifiche',
    unread: 'non lette',
    unreadCount: '{n} notifiche non lette',
    noUnread: 'Nessuna notifica non letta',
    announcement: 'Avviso',
    dismiss: 'Chiudi avviso',
    currency: 'Valuta',
  },
};

export function shellLabels(lang: string): ShellLabels {
  return { ...en, ...other[lang] };
}
