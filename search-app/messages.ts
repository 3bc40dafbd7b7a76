export interface SearchMessages {
  title: string;
  placeholder: string;
  close: string;
  results: string;
  recent: string;
  clearRecent: string;
  trending: string;
  noResults: string;
  loading: string;
  count: string;
  groups: Record<'SPOT' | 'CONTRACT' | 'PILOT' | 'OPTIONS' | 'MEMEBOX' | 'recent' | 'trending', string>;
}

const en: SearchMessages = {
  title: 'Search',
  placeholder: 'Search coins, contracts and tokens',
  close: 'Close search',
  results: 'Search results',
  recent: 'Recent searches',
  clearRecent: 'Clear',
  trending: 'Trending',
  noResults: 'No results',
  loading: 'Loading…',
  count: '{n} results',
  groups: {
    SPOT: 'Spot',
    CONTRACT: 'Futures',
    PILOT: 'Pilot',
    OPTIONS: 'Options',
    MEMEBOX: 'Alpha',
    recent: 'Recent searches',
    trending: 'Trending',
  },
};

const zh: Partial<SearchMessages> = {
  title: '搜索',
  placeholder: '搜索币种、合约和代币',
  close: '关闭搜索',
  results: '搜索结果',
  recent: '最近搜索',
  clearRecent: '清除',
  trending: '热门',
  noResults: '暂无结果',
  loading: '加载中…',
  count: '{n} 个结果',
  groups: { SPOT: '现货', CONTRACT: '合约', PILOT: 'Pilot', OPTIONS: '期权', MEMEBOX: 'Alpha', recent: '最近搜索', trending: '热门' },
};

export function searchMessages(lang: string): SearchMessages {
  return lang === 'zh' || lang === 'tw' ? { ...en, ...zh, groups: { ...en.groups, ...zh.groups } } : en;
}
