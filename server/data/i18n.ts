import type { Lang } from '../../schemas/site.ts';

export type Texts = { en: string } & Partial<Record<Lang, string>>;

/** The text in the language, else English. */
export const tr = (texts: Texts, lang: Lang): string => texts[lang] ?? texts.en;

/** Notification tabs (SPEC §3). `copytrade` exists but is not shown (is_show 0). */
export const NOTIFICATION_TABS: { code: string; show: boolean; name: Texts }[] = [
  {
    code: 'announce',
    show: true,
    name: {
      en: 'Announcements',
      zh: '公告',
      tw: '公告',
      ja: 'お知らせ',
      ko: '공지',
      tr: 'Duyurular',
      it: 'Annunci',
      de: 'Ankündigungen',
      fr: 'Annonces',
      es: 'Anuncios',
      ru: 'Объявления',
      vi: 'Thông báo',
      ar: 'الإعلانات',
    },
  },
  {
    code: 'trade',
    show: true,
    name: {
      en: 'Trade',
      zh: '交易',
      tw: '交易',
      ja: '取引',
      ko: '거래',
      tr: 'İşlem',
      it: 'Trading',
      de: 'Handel',
      fr: 'Trading',
      es: 'Trading',
      ru: 'Торговля',
      vi: 'Giao dịch',
      ar: 'التداول',
    },
  },
  {
    code: 'system',
    show: true,
    name: {
      en: 'System',
      zh: '系统',
      tw: '系統',
      ja: 'システム',
      ko: '시스템',
      tr: 'Sistem',
      it: 'Sistema',
      de: 'System',
      fr: 'Système',
      es: 'Sistema',
      ru: 'Система',
      vi: 'Hệ thống',
      ar: 'النظام',
    },
  },
  {
    code: 'activity',
    show: true,
    name: {
      en: 'Events',
      zh: '活动',
      tw: '活動',
      ja: 'イベント',
      ko: '이벤트',
      tr: 'Etkinlikler',
      it: 'Eventi',
      de: 'Events',
      fr: 'Événements',
      es: 'Eventos',
      ru: 'События',
      vi: 'Sự kiện',
      ar: 'الفعاليات',
    },
  },
  { code: 'copytrade', show: false, name: { en: 'Copy Trading', zh: '跟单', tw: '跟單', ja: 'コピートレード' } },
];

export const MARKET_NAMES: Record<string, Texts> = {
  SPOT: { en: 'Spot', zh: '现货', tw: '現貨', ja: '現物', ko: '현물', tr: 'Spot', ru: 'Спот', ar: 'فوري' },
  CONTRACT: { en: 'Futures', zh: '永续合约', tw: '永續合約', ja: '先物', ko: '선물', tr: 'Vadeli', ru: 'Фьючерсы', ar: 'العقود الآجلة' },
  DELIVERY: { en: 'Delivery', zh: '交割合约', tw: '交割合約', ja: '受渡先物', ko: '인도 선물' },
  OPTIONS: { en: 'Options', zh: '期权', tw: '期權', ja: 'オプション', ko: '옵션', ru: 'Опционы' },
  MEMEBOX: { en: 'Alpha', zh: 'Alpha' },
  PILOT: { en: 'Pilot', zh: 'Pilot 板块', tw: 'Pilot 板塊' },
  PRE_MARKET: { en: 'Pre-Market', zh: '盘前交易', tw: '盤前交易', ja: 'プレマーケット', ko: '프리마켓' },
};

export const CATEGORY_NAMES: Record<string, Texts> = {
  hot: { en: 'Hot', zh: '热门', tw: '熱門', ja: '人気', ko: '인기', tr: 'Popüler', ru: 'Популярное' },
  new: { en: 'New', zh: '新币', tw: '新幣', ja: '新規', ko: '신규', tr: 'Yeni', ru: 'Новые' },
  fiat: { en: 'Fiat', zh: '法币', tw: '法幣', ja: '法定通貨', ko: '법정화폐' },
  meme: { en: 'Meme' },
  ai: { en: 'AI' },
  layer1: { en: 'Layer 1' },
  layer2: { en: 'Layer 2' },
  defi: { en: 'DeFi' },
  gamefi: { en: 'GameFi' },
  rwa: { en: 'RWA' },
  depin: { en: 'DePIN' },
  st: { en: 'ST' },
  premint: { en: 'Premint' },
  pre_market: { en: 'Pre-Market', zh: '盘前交易', tw: '盤前交易' },
};

export const categoryName = (code: string, lang: Lang): string => (CATEGORY_NAMES[code] ? tr(CATEGORY_NAMES[code], lang) : code);
