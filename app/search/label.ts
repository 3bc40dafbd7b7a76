/** The search button's name per language (the modal itself carries its own words). */
const SEARCH: Record<string, string> = {
  en: 'Search',
  zh: '搜索',
  tw: '搜尋',
  ja: '検索',
  ko: '검색',
  tr: 'Ara',
  it: 'Cerca',
  de: 'Suchen',
  fr: 'Rechercher',
  es: 'Buscar',
  ru: 'Поиск',
  vi: 'Tìm kiếm',
  ar: 'بحث',
};

export const searchLabel = (lang: string): string => SEARCH[lang] ?? 'Search';
