import type { MarketLabels } from '../../renderer/markets/host.ts';

/** Words of the market panels and the currency pickers (loaded with the market data). */
export type MarketMessages = MarketLabels;

const en: MarketMessages = {
  search: 'Search',
  clear: 'Clear',
  noData: 'No data',
  viewAll: 'View All',
  favourites: 'Favourites',
  addFavourite: 'Add to favourites',
  removeFavourite: 'Remove from favourites',
  st: 'Special treatment: higher risk',
  new: 'New',
  hot: 'HOT',
  all: 'All',
  allChains: 'All chains',
  delivery: 'Delivery',
  loading: 'Loading…',
  chains: 'Chains',
  topTab: 'Top',
  gainersTab: 'Gainers',
  marketsOf: 'Markets:',
  payWith: 'Pay with',
  currency: 'Currency',
  searchCurrency: 'Search currency',
  buyWith: 'Buy USDT with {fiat}',
  methods: { bank_transfer: 'Bank transfer', credit_card: 'Card', p2p: 'P2P' },
  volume: '24h Vol',
  opensAt: 'Opens',
  loadFailed: 'Markets could not be loaded',
  retry: 'Retry',
  previousTabs: 'Previous categories',
  moreTabs: 'More categories',
};

const zh: Partial<MarketMessages> = {
  search: '搜索',
  clear: '清除',
  noData: '暂无数据',
  viewAll: '查看全部',
  favourites: '自选',
  addFavourite: '添加自选',
  removeFavourite: '取消自选',
  st: 'ST：风险较高',
  new: '新币',
  hot: '热门',
  all: '全部',
  allChains: '全部链',
  delivery: '交割',
  loading: '加载中…',
  chains: '公链',
  topTab: '市值',
  gainersTab: '涨幅榜',
  marketsOf: '市场：',
  payWith: '支付方式',
  currency: '法币',
  searchCurrency: '搜索法币',
  buyWith: '用 {fiat} 购买 USDT',
  methods: { bank_transfer: '银行转账', credit_card: '银行卡', p2p: 'P2P' },
  volume: '24h成交额',
  opensAt: '开盘时间',
  loadFailed: '行情加载失败',
  retry: '重试',
  previousTabs: '上一组分类',
  moreTabs: '更多分类',
};

const ja: Partial<MarketMessages> = {
  search: '検索',
  clear: 'クリア',
  noData: 'データがありません',
  viewAll: 'すべて表示',
  favourites: 'お気に入り',
  addFavourite: 'お気に入りに追加',
  removeFavourite: 'お気に入りから削除',
  new: '新規',
  all: 'すべて',
  topTab: '時価総額',
  gainersTab: '上昇率',
  payWith: '支払い通貨',
  currency: '通貨',
  searchCurrency: '通貨を検索',
};

const tr: Partial<MarketMessages> = {
  search: 'Ara',
  clear: 'Temizle',
  noData: 'Veri yok',
  viewAll: 'Tümünü gör',
  favourites: 'Favoriler',
  addFavourite: 'Favorilere ekle',
  removeFavourite: 'Favorilerden çıkar',
  new: 'Yeni',
  all: 'Tümü',
  payWith: 'Ödeme',
  currency: 'Para birimi',
  searchCurrency: 'Para birimi ara',
};

const BY_LANG: Record<string, Partial<MarketMessages>> = { zh, tw: zh, ja, tr };

export function marketMessages(lang: string): MarketMessages {
  return { ...en, ...BY_LANG[lang] };
}
