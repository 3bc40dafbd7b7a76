/**
 * Words of the reminder, announcement bar, cookie notice and footer selectors. English is complete;
 * other languages override what they translate. ({n} and {page} are filled in by the caller.)
 */
/** Dispatched on window after a tab was marked read anywhere on the page (the header dot rechecks). */
export const READ_EVENT = 'reminder-read';

export interface ReminderLabels {
  notifications: string;
  unread: string;
  empty: string;
  showMore: string;
  loadMore: string;
  expand: string;
  collapse: string;
  loadFailed: string;
  retry: string;
  previous: string;
  next: string;
  pageOf: string;
  pageTitle: string;
  statuses: { warning: string; success: string; progress: string; error: string };
}

export interface NoticeLabels {
  announcement: string;
  dismiss: string;
  cookieTitle: string;
  cookieText: string;
  cookiePolicy: string;
  cookieAccept: string;
  currency: string;
}

const reminderEn: ReminderLabels = {
  notifications: 'Notifications',
  unread: 'unread',
  empty: 'No notifications yet',
  showMore: 'View all notifications',
  loadMore: 'Load more',
  expand: 'Show more',
  collapse: 'Show less',
  loadFailed: 'Notifications could not be loaded.',
  retry: 'Try again',
  previous: 'Previous page',
  next: 'Next page',
  pageOf: 'Page {page} of {n}',
  pageTitle: 'Notifications',
  statuses: { warning: 'Warning', success: 'Completed', progress: 'In progress', error: 'Failed' },
};

const noticeEn: NoticeLabels = {
  announcement: 'Announcement',
  dismiss: 'Dismiss announcement',
  cookieTitle: 'We use cookies',
  cookieText:
    'We use strictly necessary cookies to run this site and, with your consent, analytics cookies to improve it. You can change your choice at any time.',
  cookiePolicy: 'Cookie notice',
  cookieAccept: 'Accept and close',
  currency: 'Currency',
};

const reminderI18n: Record<string, Partial<ReminderLabels>> = {
  zh: {
    notifications: '通知',
    unread: '未读',
    empty: '暂无通知',
    showMore: '查看全部通知',
    loadMore: '加载更多',
    expand: '展开',
    collapse: '收起',
    loadFailed: '通知加载失败。',
    retry: '重试',
    previous: '上一页',
    next: '下一页',
    pageOf: '第 {page} / {n} 页',
    pageTitle: '通知中心',
    statuses: { warning: '警告', success: '已完成', progress: '处理中', error: '失败' },
  },
  ja: { notifications: 'お知らせ', empty: 'お知らせはありません', showMore: 'すべて表示', loadMore: 'さらに読み込む', retry: '再試行' },
  ar: {
    notifications: 'الإشعارات',
    unread: 'غير مقروء',
    empty: 'لا توجد إشعارات',
    showMore: 'عرض كل الإشعارات',
    loadMore: 'تحميل المزيد',
    expand: 'عرض المزيد',
    collapse: 'عرض أقل',
    retry: 'أعد المحاولة',
    pageTitle: 'الإشعارات',
  },
  tr: {
    notifications: 'Bildirimler',
    empty: 'Henüz bildirim yok',
    showMore: 'Tüm bildirimler',
    loadMore: 'Daha fazla',
    retry: 'Tekrar dene',
  },
  it: { notifications: 'Notifiche', empty: 'Nessuna notifica', showMore: 'Tutte le notifiche', loadMore: 'Carica altro', retry: 'Riprova' },
};

const noticeI18n: Record<string, Partial<NoticeLabels>> = {
  zh: { announcement: '公告', dismiss: '关闭公告', currency: '法币' },
  ja: { announcement: 'お知らせ', dismiss: '閉じる', currency: '通貨' },
  ar: { announcement: 'إعلان', dismiss: 'إغلاق الإعلان', currency: 'العملة' },
  it: {
    announcement: 'Avviso',
    dismiss: 'Chiudi avviso',
    cookieTitle: 'Utilizziamo i cookie',
    cookieText:
      'Utilizziamo cookie strettamente necessari per il funzionamento del sito e, con il tuo consenso, cookie analitici per migliorarlo. Puoi cambiare scelta in qualsiasi momento.',
    cookiePolicy: 'Informativa sui cookie',
    cookieAccept: 'Accetta e chiudi',
    currency: 'Valuta',
  },
  de: { cookieTitle: 'Wir verwenden Cookies', cookieAccept: 'Akzeptieren und schließen', cookiePolicy: 'Cookie-Hinweis' },
  fr: { cookieTitle: 'Nous utilisons des cookies', cookieAccept: 'Accepter et fermer', cookiePolicy: 'Avis sur les cookies' },
  es: { cookieTitle: 'Usamos cookies', cookieAccept: 'Aceptar y cerrar', cookiePolicy: 'Aviso de cookies' },
  tr: { announcement: 'Duyuru', dismiss: 'Duyuruyu kapat', currency: 'Para birimi' },
};

export function reminderLabels(lang: string): ReminderLabels {
  return { ...reminderEn, ...reminderI18n[lang] };
}

export function noticeLabels(lang: string): NoticeLabels {
  return { ...noticeEn, ...noticeI18n[lang] };
}

export function fillIn(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (m, k: string) => (k in values ? String(values[k]) : m));
}
