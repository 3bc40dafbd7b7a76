import type { Lang } from '../schemas/site.ts';
import { LANG_CODES } from '../schemas/siteConstants.ts';
import { langPrefix } from './links.ts';

/** The kinds of page the layer's head knows by name (app/route.ts PageKind). */
export type HeadPage = 'home' | 'login' | 'signup' | 'compliance' | 'reminder' | 'other';

interface HeadTexts {
  /** The home page's title after the brand. */
  tagline: string;
  /** The home page's description (also the fallback of pages without their own). */
  description: string;
  login: [title: string, description: string];
  signup: [title: string, description: string];
  compliance: string;
  reminder: string;
}

/** Head texts per language (SPEC §2 languages): what search results show for the site's pages. */
const TEXTS: Record<Lang, HeadTexts> = {
  en: {
    tagline: 'Buy, Sell and Trade Bitcoin and Crypto',
    description:
      'Trade Bitcoin, Ethereum and thousands of crypto assets on spot, futures and more, with deep liquidity and secure custody.',
    login: ['Log In', 'Log in to your account to trade crypto, manage your assets and follow your orders.'],
    signup: ['Sign Up', 'Create an account in minutes and start trading Bitcoin and thousands of crypto assets.'],
    compliance: 'Service Notice',
    reminder: 'Notifications',
  },
  zh: {
    tagline: '买卖和交易比特币及加密货币',
    description: '在现货、合约等市场交易比特币、以太坊及数千种加密资产，流动性充足，资产安全托管。',
    login: ['登录', '登录您的账户，交易加密货币、管理资产并查看订单。'],
    signup: ['注册', '几分钟即可创建账户，开始交易比特币及数千种加密资产。'],
    compliance: '服务提示',
    reminder: '通知',
  },
  tw: {
    tagline: '買賣和交易比特幣及加密貨幣',
    description: '在現貨、合約等市場交易比特幣、以太坊及數千種加密資產，流動性充足，資產安全託管。',
    login: ['登入', '登入您的帳戶，交易加密貨幣、管理資產並查看訂單。'],
    signup: ['註冊', '幾分鐘即可建立帳戶，開始交易比特幣及數千種加密資產。'],
    compliance: '服務提示',
    reminder: '通知',
  },
  ja: {
    tagline: 'ビットコインと暗号資産の売買・取引',
    description: '現物や先物などでビットコイン、イーサリアムをはじめ数千種類の暗号資産を、高い流動性と安全な保管で取引できます。',
    login: ['ログイン', 'アカウントにログインして、暗号資産の取引、資産の管理、注文の確認を行えます。'],
    signup: ['新規登録', '数分でアカウントを作成し、ビットコインや数千種類の暗号資産の取引を始めましょう。'],
    compliance: 'サービスのお知らせ',
    reminder: '通知',
  },
  ko: {
    tagline: '비트코인과 암호화폐 매수, 매도 및 거래',
    description: '현물, 선물 등에서 비트코인, 이더리움 및 수천 가지 암호화폐를 깊은 유동성과 안전한 보관으로 거래하세요.',
    login: ['로그인', '계정에 로그인하여 암호화폐를 거래하고 자산과 주문을 관리하세요.'],
    signup: ['회원가입', '몇 분 만에 계정을 만들고 비트코인과 수천 가지 암호화폐 거래를 시작하세요.'],
    compliance: '서비스 안내',
    reminder: '알림',
  },
  tr: {
    tagline: 'Bitcoin ve Kripto Al, Sat ve Takas Et',
    description:
      'Bitcoin, Ethereum ve binlerce kripto varlığı spot, vadeli ve daha fazlasında derin likidite ve güvenli saklama ile işlem yapın.',
    login: ['Giriş Yap', 'Kripto işlem yapmak, varlıklarınızı yönetmek ve emirlerinizi izlemek için hesabınıza giriş yapın.'],
    signup: ['Kaydol', 'Birkaç dakikada hesap oluşturun ve Bitcoin ile binlerce kripto varlıkta işleme başlayın.'],
    compliance: 'Hizmet Bildirimi',
    reminder: 'Bildirimler',
  },
  it: {
    tagline: 'Compra, vendi e scambia Bitcoin e cripto',
    description:
      'Scambia Bitcoin, Ethereum e migliaia di cripto-attività su spot, futures e altro, con liquidità profonda e custodia sicura.',
    login: ['Accedi', 'Accedi al tuo conto per fare trading di cripto, gestire i tuoi asset e seguire i tuoi ordini.'],
    signup: ['Registrati', 'Crea un conto in pochi minuti e inizia a fare trading di Bitcoin e migliaia di cripto-attività.'],
    compliance: 'Avviso sul servizio',
    reminder: 'Notifiche',
  },
  de: {
    tagline: 'Bitcoin und Krypto kaufen, verkaufen und handeln',
    description:
      'Handeln Sie Bitcoin, Ethereum und Tausende Krypto-Assets im Spot-, Futures- und weiteren Märkten, mit hoher Liquidität und sicherer Verwahrung.',
    login: ['Anmelden', 'Melden Sie sich an, um Krypto zu handeln, Ihr Vermögen zu verwalten und Ihre Aufträge zu verfolgen.'],
    signup: ['Registrieren', 'Eröffnen Sie in wenigen Minuten ein Konto und handeln Sie Bitcoin und Tausende Krypto-Assets.'],
    compliance: 'Hinweis zum Dienst',
    reminder: 'Benachrichtigungen',
  },
  fr: {
    tagline: 'Achetez, vendez et échangez du Bitcoin et des cryptos',
    description:
      'Échangez Bitcoin, Ethereum et des milliers de crypto-actifs au comptant, en contrats à terme et plus, avec une liquidité profonde et une garde sécurisée.',
    login: ['Connexion', 'Connectez-vous à votre compte pour échanger des cryptos, gérer vos actifs et suivre vos ordres.'],
    signup: ["S'inscrire", 'Créez un compte en quelques minutes et commencez à échanger du Bitcoin et des milliers de crypto-actifs.'],
    compliance: 'Avis de service',
    reminder: 'Notifications',
  },
  es: {
    tagline: 'Compra, vende y opera Bitcoin y criptomonedas',
    description: 'Opera Bitcoin, Ethereum y miles de criptoactivos en spot, futuros y más, con liquidez profunda y custodia segura.',
    login: ['Iniciar sesión', 'Inicia sesión en tu cuenta para operar criptomonedas, gestionar tus activos y seguir tus órdenes.'],
    signup: ['Registrarse', 'Crea una cuenta en minutos y empieza a operar Bitcoin y miles de criptoactivos.'],
    compliance: 'Aviso del servicio',
    reminder: 'Notificaciones',
  },
  ru: {
    tagline: 'Покупка, продажа и торговля биткоином и криптовалютой',
    description:
      'Торгуйте биткоином, Ethereum и тысячами криптоактивов на спотовом рынке, фьючерсах и не только, с высокой ликвидностью и надёжным хранением.',
    login: ['Вход', 'Войдите в аккаунт, чтобы торговать криптовалютой, управлять активами и следить за ордерами.'],
    signup: ['Регистрация', 'Создайте аккаунт за несколько минут и начните торговать биткоином и тысячами криптоактивов.'],
    compliance: 'Уведомление о сервисе',
    reminder: 'Уведомления',
  },
  vi: {
    tagline: 'Mua, bán và giao dịch Bitcoin và tiền mã hóa',
    description:
      'Giao dịch Bitcoin, Ethereum và hàng nghìn tài sản mã hóa trên giao ngay, hợp đồng tương lai và hơn thế, với thanh khoản sâu và lưu ký an toàn.',
    login: ['Đăng nhập', 'Đăng nhập vào tài khoản để giao dịch tiền mã hóa, quản lý tài sản và theo dõi lệnh.'],
    signup: ['Đăng ký', 'Tạo tài khoản trong vài phút và bắt đầu giao dịch Bitcoin cùng hàng nghìn tài sản mã hóa.'],
    compliance: 'Thông báo dịch vụ',
    reminder: 'Thông báo',
  },
  ar: {
    tagline: 'اشترِ وبِع وتداول البيتكوين والعملات المشفرة',
    description: 'تداول البيتكوين والإيثيريوم وآلاف الأصول المشفرة في السوق الفوري والعقود الآجلة وغيرها، بسيولة عميقة وحفظ آمن.',
    login: ['تسجيل الدخول', 'سجّل الدخول إلى حسابك لتداول العملات المشفرة وإدارة أصولك ومتابعة أوامرك.'],
    signup: ['إنشاء حساب', 'أنشئ حسابًا في دقائق وابدأ تداول البيتكوين وآلاف الأصول المشفرة.'],
    compliance: 'إشعار الخدمة',
    reminder: 'الإشعارات',
  },
};

export interface PageHead {
  title: string;
  description: string;
  /** The page's own address (no query: a filter or tracking parameter is not another page). */
  canonical: string;
  /** The same page in every language, plus x-default (English). */
  alternates: { hreflang: string; href: string }[];
  /** The html lang attribute (BCP 47: zh-TW for tw). */
  htmlLang: string;
}

/** BCP 47 codes for the hreflang and lang attributes: the site's `tw` is Traditional Chinese. */
export function bcp47(lang: Lang): string {
  return lang === 'tw' ? 'zh-TW' : lang;
}

function pathIn(path: string, lang: Lang): string {
  const rest = path === '/' ? (lang === 'en' ? '/' : '') : path;
  return `${langPrefix(lang)}${rest}`;
}

/**
 * Title, description, canonical and hreflang alternates of one page (issue 15 head metadata).
 * `regionName` names the sub-site in the title (e.g. "Gate US"); `page` and `path` come from the route.
 */
export function pageHead(input: {
  brand: string;
  regionName?: string;
  lang: Lang;
  page: HeadPage;
  path: string;
  origin: string;
}): PageHead {
  const t = TEXTS[input.lang];
  const brand = input.regionName ? `${input.brand} ${input.regionName}` : input.brand;
  let title: string;
  let description = t.description;
  if (input.page === 'login' || input.page === 'signup') {
    const [name, desc] = t[input.page];
    title = `${name} | ${brand}`;
    description = desc;
  } else if (input.page === 'compliance' || input.page === 'reminder') title = `${t[input.page]} | ${brand}`;
  else title = `${brand} | ${t.tagline}`;
  const abs = (lang: Lang) => new URL(pathIn(input.path, lang), input.origin).href;
  return {
    title,
    description,
    canonical: abs(input.lang),
    alternates: [...LANG_CODES.map((lang) => ({ hreflang: bcp47(lang), href: abs(lang) })), { hreflang: 'x-default', href: abs('en') }],
    htmlLang: bcp47(input.lang),
  };
}
