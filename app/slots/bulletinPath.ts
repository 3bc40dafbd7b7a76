/** SPEC §4 fullsiteBulletin: the announcement bar's call. */
export const BULLETIN_PATH = '/api/web/v1/site/fullsiteBulletin';
