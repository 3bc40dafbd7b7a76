import type { HeaderBubble } from '../../schemas/api/headerBubble.ts';
import type { Lang } from '../../schemas/site.ts';
import { type Texts, tr } from './i18n.ts';

interface Campaign {
  id: string;
  target: HeaderBubble['target'];
  text: Texts;
}

/** The running campaigns of the main site: one for visitors (on Sign up), one for users (on Deposit). */
const VISITOR: Campaign = {
  id: 'welcome-2026-11',
  target: 'signup',
  text: {
    en: 'Sign up and unlock a welcome pack worth up to 10,000 USDT',
    zh: '注册即可解锁价值高达 10,000 USDT 的新人礼包',
    tw: '註冊即可解鎖價值高達 10,000 USDT 的新人禮包',
    ja: '新規登録で最大 10,000 USDT 相当のウェルカム特典',
    ko: '가입하고 최대 10,000 USDT 상당의 웰컴 팩을 받으세요',
    tr: 'Kaydolun, 10.000 USDT’ye varan hoş geldin paketinin kilidini açın',
    es: 'Regístrate y desbloquea un pack de bienvenida de hasta 10.000 USDT',
    fr: 'Inscrivez-vous et débloquez un pack de bienvenue jusqu’à 10 000 USDT',
    de: 'Registrieren und ein Willkommenspaket im Wert von bis zu 10.000 USDT freischalten',
    it: 'Registrati e sblocca un pacchetto di benvenuto fino a 10.000 USDT',
    ru: 'Зарегистрируйтесь и получите приветственный набор до 10 000 USDT',
    vi: 'Đăng ký và mở khóa gói chào mừng trị giá tới 10.000 USDT',
    ar: 'سجّل الآن واحصل على حزمة ترحيبية تصل قيمتها إلى 10,000 USDT',
  },
};

const USER: Campaign = {
  id: 'first-deposit-2026-11',
  target: 'deposit',
  text: {
    en: 'Make your first deposit this week and get a 20 USDT trading voucher',
    zh: '本周完成首次充值，即得 20 USDT 交易体验券',
    tw: '本週完成首次入金，即得 20 USDT 交易體驗券',
    ja: '今週初回入金で 20 USDT の取引クーポンをプレゼント',
    tr: 'Bu hafta ilk yatırımınızı yapın, 20 USDT işlem kuponu kazanın',
    ko: '이번 주 첫 입금을 하고 20 USDT 거래 쿠폰을 받으세요',
    it: 'Effettua il primo deposito questa settimana e ricevi un voucher di trading da 20 USDT',
    de: 'Tätigen Sie diese Woche Ihre erste Einzahlung und erhalten Sie einen Trading-Gutschein über 20 USDT',
    fr: 'Effectuez votre premier dépôt cette semaine et recevez un bon de trading de 20 USDT',
    es: 'Haz tu primer depósito esta semana y recibe un cupón de trading de 20 USDT',
    ru: 'Пополните счёт впервые на этой неделе и получите торговый купон на 20 USDT',
    vi: 'Nạp tiền lần đầu trong tuần này và nhận phiếu giao dịch 20 USDT',
    ar: 'قم بأول إيداع هذا الأسبوع واحصل على قسيمة تداول بقيمة 20 USDT',
  },
};

/** SPEC §7: only the main site has a bubble; visitors and users see different campaigns. */
export function headerBubbleFor(site: string, lang: Lang, loggedIn: boolean): HeaderBubble | null {
  if (site !== 'main') return null;
  const c = loggedIn ? USER : VISITOR;
  return { id: c.id, target: c.target, text: tr(c.text, lang) };
}
