import { translate } from '../../../engine/i18n/catalogs.ts';

/** The search button's name (the modal's own words come with it, SearchAppHost.labels). */
export const searchLabel = (lang: string): string => translate(lang, 'search.title');
