import type { RendererLabels } from '../renderer/env.tsx';
import type { Lang } from '../schemas/site.ts';

/**
 * The few words the layer itself says (button captions, page chrome). Everything else comes from
 * the bootstrap. English is complete; other languages override what they translate.
 */
export interface Messages extends RendererLabels {
  loading: string;
  errorTitle: string;
  errorText: string;
  retry: string;
  loginTitle: string;
  username: string;
  password: string;
  submitLogin: string;
  loginFailed: string;
  loginUnreachable: string;
  loggedInAs: string;
  signupTitle: string;
  /** The 404 page (issue 18): title, text and its two ways on. */
  notFoundTitle: string;
  notFoundText: string;
  notFoundHome: string;
  notFoundSearch: string;
  signupText: string;
  homeIntro: string;
  visitor: string;
  complianceTitle: string;
  complianceText: string;
  ipLimit: string;
  skipToContent: string;
  settings: string;
  riseColor: string;
  riseGreen: string;
  riseRed: string;
  changePeriod: string;
  periods: { '24h': string; utc0: string; utc8: string };
  languageAndRegion: string;
  rateTab: string;
  searchFiat: string;
  noData: string;
  noFiatSwitch: string;
  restrictedTip: string;
  restrictedRegions: Record<string, string>;
  turkeyTitle: string;
  turkeyText: string;
  turkeyStay: string;
  turkeyGo: string;
  copyUid: string;
  copied: string;
  copyFailed: string;
  trialCard: string;
  upgradeProgress: string;
  upgradePlans: string;
  plan1: string;
  plan2: string;
  plan3: string;
  totalAssets: string;
  weakSafety: string;
  improveSecurity: string;
  logoutText: string;
  logoutAll: string;
  logoutThis: string;
  cancel: string;
  loggingOut: string;
  liveTrading: string;
  rewardsTitle: string;
  rewardsText: string;
  close: string;
  accountMode: string;
  accountModes: { classic: string; single_currency: string; multi_currency: string };
  crossMargin: string;
  crossMarginTier: string;
  spotBalance: string;
  userTags: Record<string, string>;
}

const en: Messages = {
  login: 'Log in',
  signup: 'Sign up',
  logout: 'Log out',
  deposit: 'Deposit',
  wallet: 'Assets',
  orders: 'Orders',
  profile: 'Account',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  mainNav: 'Main',
  themeToDark: 'Switch to dark theme',
  themeToLight: 'Switch to light theme',
  language: 'Language',
  scrollBack: 'Scroll menu back',
  scrollForward: 'Scroll menu forward',
  appDownload: 'Scan to download the app',
  downloadApp: 'Download app',
  downloadMore: 'More download options',
  notFoundTitle: 'Page not found',
  notFoundText: 'The page you are looking for does not exist or has moved.',
  notFoundHome: 'Back to home',
  notFoundSearch: 'Search markets',
  unavailable: 'Unavailable',
  demoTrading: 'Demo trading',
  uid: 'UID',
  badges: { referral20: '20 USDT', new: 'New', hot: 'HOT', zeroFees: '0 Fees' },
  tags: { fire: 'Hot', live: 'LIVE', vip: 'VIP' },
  loading: 'Loading…',
  errorTitle: 'This page could not be loaded',
  errorText: 'The site configuration is missing or malformed. Please try again in a moment.',
  retry: 'Try again',
  loginTitle: 'Log in',
  username: 'Username',
  password: 'Password',
  submitLogin: 'Log in',
  loginFailed: 'Wrong username or password.',
  loginUnreachable: 'The server could not be reached. Please try again.',
  loggedInAs: 'You are logged in as {name}.',
  signupTitle: 'Create your account',
  signupText: 'Registration opens here. Already have an account?',
  homeIntro: 'You are viewing the {site} sub-site ({code}) in {lang} as {who}.',
  visitor: 'a visitor',
  complianceTitle: 'Service not available in your region',
  complianceText: 'Under the user agreement this service is not offered to residents of your region.',
  ipLimit: 'Some services are not available from your current location.',
  skipToContent: 'Skip to content',
  settings: 'Settings',
  riseColor: 'Rise/fall colour',
  riseGreen: 'Green up, red down',
  riseRed: 'Red up, green down',
  changePeriod: 'Change period',
  periods: { '24h': '24h', utc0: 'UTC 00:00', utc8: 'UTC+8 00:00' },
  languageAndRegion: 'Language and region',
  rateTab: 'Exchange rate',
  searchFiat: 'Search currency',
  noData: 'No data',
  noFiatSwitch: "Don't switch to fiat (show amounts in USD)",
  restrictedTip: 'This page is not intended for residents of {region} under the user agreement.',
  restrictedRegions: { de: 'Germany', fr: 'France', es: 'Spain' },
  turkeyTitle: 'Türkiye site available',
  turkeyText: 'Our Türkiye site offers Turkish lira markets and local support. Stay here in Turkish, or go to the Türkiye site?',
  turkeyStay: 'Stay here',
  turkeyGo: 'Go to the Türkiye site',
  copyUid: 'Copy UID',
  copied: 'Copied successfully',
  copyFailed: 'Could not copy',
  trialCard: 'Trial card',
  upgradeProgress: 'Progress to VIP{tier}',
  upgradePlans: 'Ways to reach VIP{tier}',
  plan1: '30-day trading volume of {amount} {unit}',
  plan2: 'GT holdings (14-day average) of {amount} GT, or {alt} GT held',
  plan3: 'Asset increase of {amount} USD',
  totalAssets: 'Total assets',
  weakSafety: 'Your current safety strength is too weak',
  improveSecurity: 'Improve now',
  logoutText: 'Log out of this device only, or of every device where you are logged in?',
  logoutAll: 'All devices',
  logoutThis: 'This device',
  cancel: 'Cancel',
  loggingOut: 'Logging out',
  liveTrading: 'Live trading',
  rewardsTitle: 'Rewards Hub',
  rewardsText: 'Sign up and complete simple tasks to claim your welcome rewards.',
  close: 'Close',
  accountMode: 'Account mode',
  accountModes: {
    classic: 'Classic spot account',
    single_currency: 'Unified account · single-currency margin',
    multi_currency: 'Unified account · multi-currency margin',
  },
  crossMargin: 'Cross margin',
  crossMarginTier: 'Tier {tier}',
  spotBalance: 'Spot balance {amount} USD',
  userTags: {
    vip: 'VIP',
    market_maker: 'Market maker',
    api_user: 'API trader',
    sub_account: 'Sub-account',
    new_user: 'New user',
    futures_trader: 'Futures trader',
    staff: 'Staff',
  },
};

const zh: Partial<Messages> = {
  downloadApp: '下载 App',
  downloadMore: '更多下载方式',
  notFoundTitle: '页面不存在',
  notFoundText: '您访问的页面不存在或已被移动。',
  notFoundHome: '返回首页',
  notFoundSearch: '搜索市场',
  login: '登录',
  signup: '注册',
  logout: '退出登录',
  deposit: '充值',
  wallet: '资产',
  orders: '订单',
  profile: '账户',
  language: '语言',
  loading: '加载中…',
  loginTitle: '登录',
  username: '用户名',
  password: '密码',
  submitLogin: '登录',
  loginFailed: '用户名或密码错误。',
  homeIntro: '您正在以{who}身份浏览 {site} 子站（{code}），语言：{lang}。',
  visitor: '访客',
  badges: { referral20: '20 USDT', new: '新', hot: '热门', zeroFees: '0 手续费' },
  settings: '设置',
  riseColor: '涨跌颜色',
  riseGreen: '绿涨红跌',
  riseRed: '红涨绿跌',
  changePeriod: '涨跌幅周期',
  languageAndRegion: '语言和地区',
  rateTab: '汇率',
  copied: '复制成功',
  weakSafety: '您当前的安全强度太弱',
  totalAssets: '总资产',
  logoutAll: '所有设备',
  logoutThis: '本设备',
  cancel: '取消',
  loggingOut: '正在退出',
  close: '关闭',
  accountMode: '账户模式',
  accountModes: { classic: '经典现货账户', single_currency: '统一账户 · 单币种保证金', multi_currency: '统一账户 · 跨币种保证金' },
  crossMargin: '全仓杠杆',
  crossMarginTier: '等级 {tier}',
  spotBalance: '现货余额 {amount} USD',
  skipToContent: '跳到主要内容',
};

const ja: Partial<Messages> = {
  notFoundTitle: 'ページが見つかりません',
  notFoundHome: 'ホームに戻る',
  login: 'ログイン',
  signup: '新規登録',
  logout: 'ログアウト',
  deposit: '入金',
  wallet: '資産',
  orders: '注文',
  language: '言語',
  loginTitle: 'ログイン',
  username: 'ユーザー名',
  password: 'パスワード',
  submitLogin: 'ログイン',
  skipToContent: 'メインコンテンツへ移動',
};

const ar: Partial<Messages> = {
  notFoundTitle: 'الصفحة غير موجودة',
  notFoundHome: 'العودة إلى الرئيسية',
  login: 'تسجيل الدخول',
  signup: 'اشترك',
  logout: 'تسجيل الخروج',
  deposit: 'إيداع',
  wallet: 'الأصول',
  orders: 'الطلبات',
  language: 'اللغة',
  loginTitle: 'تسجيل الدخول',
  username: 'اسم المستخدم',
  password: 'كلمة المرور',
  submitLogin: 'تسجيل الدخول',
  homeIntro: 'أنت تتصفح الموقع الفرعي {site} ({code}) باللغة {lang} بصفتك {who}.',
  visitor: 'زائرًا',
  loginFailed: 'اسم المستخدم أو كلمة المرور غير صحيحة.',
  settings: 'الإعدادات',
  languageAndRegion: 'اللغة والمنطقة',
  rateTab: 'سعر الصرف',
  copied: 'تم النسخ بنجاح',
  cancel: 'إلغاء',
  close: 'إغلاق',
  skipToContent: 'انتقل إلى المحتوى',
};

const tr: Partial<Messages> = {
  notFoundTitle: 'Sayfa bulunamadı',
  notFoundHome: 'Ana sayfaya dön',
  login: 'Giriş yap',
  signup: 'Kaydol',
  logout: 'Çıkış yap',
  deposit: 'Yatır',
  wallet: 'Varlıklar',
  orders: 'Emirler',
  language: 'Dil',
  settings: 'Ayarlar',
  languageAndRegion: 'Dil ve bölge',
  rateTab: 'Döviz kuru',
  skipToContent: 'İçeriğe geç',
  copied: 'Başarıyla kopyalandı',
  cancel: 'İptal',
  close: 'Kapat',
};

const TABLE: Partial<Record<Lang, Partial<Messages>>> = { zh, ja, ar, tr };

export function messagesFor(lang: Lang): Messages {
  return { ...en, ...TABLE[lang] };
}

/** Fills `{name}` placeholders. */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (m, k: string) => values[k] ?? m);
}
