import type { Announcement } from '../../schemas/api/announcement.ts';
import type { Lang, SiteCode } from '../../schemas/site.ts';
import { type Texts, tr } from './i18n.ts';

interface Bulletin {
  id: string;
  text: Texts;
  link: string;
}

/** The site-wide announcement bar per sub-site (SPEC §3, §4); the Bahamas site has none right now. */
const BULLETINS: Partial<Record<SiteCode, Bulletin>> = {
  main: {
    id: 'main-20251118-kaito-listing',
    text: {
      en: 'New listing: KAITO/USDT spot trading opens Nov 21, 10:00 UTC. Deposit now and share a 50,000 USDT prize pool.',
      zh: '新币上线：KAITO/USDT 现货交易将于 11 月 21 日 10:00 (UTC) 开放，立即充值瓜分 50,000 USDT 奖池。',
      tw: '新幣上線：KAITO/USDT 現貨交易將於 11 月 21 日 10:00 (UTC) 開放，立即充值瓜分 50,000 USDT 獎池。',
      ja: '新規上場：KAITO/USDT 現物取引は 11 月 21 日 10:00 (UTC) に開始します。',
      tr: 'Yeni listeleme: KAITO/USDT spot işlemleri 21 Kasım 10:00 UTC’de başlıyor.',
    },
    link: '/announcements/article/41872',
  },
  tr: {
    id: 'tr-20251115-try-deposits',
    text: {
      en: 'TRY deposits via FAST are now credited within 5 minutes, 24/7.',
      tr: 'FAST ile TRY yatırma işlemleri artık 7/24, 5 dakika içinde hesaba geçiyor.',
    },
    link: '/announcements/article/41790',
  },
  eu: {
    id: 'eu-20251110-mica',
    text: {
      en: 'We now operate under a MiCA licence. Review the updated terms for EU customers.',
      it: 'Ora operiamo con licenza MiCA. Consulta i termini aggiornati per i clienti UE.',
      de: 'Wir arbeiten jetzt mit einer MiCA-Lizenz. Bitte prüfen Sie die aktualisierten Bedingungen.',
      fr: 'Nous opérons désormais sous licence MiCA. Consultez les conditions mises à jour.',
      es: 'Ahora operamos con licencia MiCA. Revise los términos actualizados.',
    },
    link: '/legal/terms-of-use',
  },
  hk: {
    id: 'hk-20251101-maintenance',
    text: {
      en: 'Scheduled maintenance: Nov 23, 02:00–04:00 HKT. Deposits and withdrawals will pause.',
      tw: '系統維護：11 月 23 日 02:00–04:00 (HKT)，期間暫停充提。',
    },
    link: '/announcements/article/41655',
  },
  us: {
    id: 'us-20251112-tax-forms',
    text: { en: 'Your 2025 tax documents will be available in Account > Statements by February 15.' },
    link: '/myaccount/account_statement',
  },
  sg: {
    id: 'sg-20251105-risk',
    text: { en: 'Digital payment token services are risky. Read the MAS consumer advisory before you trade.' },
    link: '/page/contacts',
  },
  uk: {
    id: 'uk-20251108-fp',
    text: { en: 'Don’t invest unless you’re prepared to lose all the money you invest. Take 2 mins to learn more.' },
    link: '/legal/risk-summary',
  },
  jp: {
    id: 'jp-20251120-jpy',
    text: { en: 'JPY deposits are free of charge until the end of the year.', ja: '年末まで日本円の入金手数料が無料です。' },
    link: '/announcements/article/41860',
  },
  uae: {
    id: 'uae-20251114-aed',
    text: { en: 'Trade BTC/AED with zero maker fees this month.', ar: 'تداول BTC/AED بدون رسوم صانع السوق هذا الشهر.' },
    link: '/trade/BTC_AED',
  },
  au: {
    id: 'au-20251102-afsl',
    text: { en: 'Read our complaints handling policy and how to reach the Australian Financial Complaints Authority.' },
    link: '/legal/complaints-handling-policy',
  },
  testnet: {
    id: 'testnet-20251001-reset',
    text: {
      en: 'Testnet balances reset every Monday 00:00 UTC. Testnet funds have no value.',
      zh: '测试网余额每周一 00:00 (UTC) 重置，测试资金没有任何价值。',
    },
    link: '/announcements/article/41001',
  },
};

export function bulletinFor(site: SiteCode, lang: Lang): Announcement | null {
  const b = BULLETINS[site];
  return b ? { content_id: b.id, content: tr(b.text, lang), link: b.link } : null;
}
