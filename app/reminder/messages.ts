/**
 * Words of the reminder dropdown and the /reminder page (loaded with them, not with the first page).
 * English is complete; other languages override what they translate. ({n}, {page} are filled in.)
 */
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
  /** A record the client could not read is reported in the list, not dropped ({n} records). */
  unreadable: string;
  markAllRead: string;
  allRead: string;
  statuses: { warning: string; success: string; progress: string; error: string };
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
  unreadable: '{n} notification(s) could not be shown.',
  markAllRead: 'Mark all as read',
  allRead: 'All notifications are read',
  statuses: { warning: 'Warning', success: 'Completed', progress: 'In progress', error: 'Failed' },
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
    unreadable: '{n} 条通知无法显示。',
    markAllRead: '全部标为已读',
    allRead: '通知已全部读完',
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

export function reminderLabels(lang: string): ReminderLabels {
  return { ...reminderEn, ...reminderI18n[lang] };
}

export function fillIn(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (m, k: string) => (k in values ? String(values[k]) : m));
}
