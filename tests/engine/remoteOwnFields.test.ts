import { describe, expect, it } from 'vitest';
import { validateRemoteMenuDraft } from '../../engine/ops/validateDraft.ts';
import { remoteToNavItems } from '../../engine/remoteMenu.ts';
import { resolveItems } from '../../engine/resolveItems.ts';
import { menuForLang, RemoteMenuItemOut, StoredRemoteMenu } from '../../schemas/api/remoteMenu.ts';
import type { VisibilityContext } from '../../schemas/context.ts';
import { ITEM_MODULES, NavItem } from '../../schemas/navItem.ts';
import { parseRemoteMenu, REMOTE_OWN_FIELDS, REMOTE_TRANSLATED, REMOTE_URL_FIELDS } from '../../schemas/remoteMenu.ts';

const contextFor = (over: Partial<VisibilityContext>): VisibilityContext => ({
  site: 'main',
  lang: 'en',
  isLogin: false,
  tier: 0,
  platform: 'web',
  accountMode: 'classic',
  compliance: { menu: [], business: [], limit: { au_redirect: false, is_sanction_country: false } },
  flags: {},
  offers: [],
  ...over,
});

const entry = (extra: Record<string, unknown>) => ({
  code: 'promo-card',
  title: 'Spring offer',
  jump_type: 1,
  show_mode: 1,
  platform_type: 1,
  hidden: false,
  tags: [],
  children: [],
  ...extra,
});
const list = (...items: unknown[]) => ({ data: { list: items } });

describe("the remote menu's own fields, by the kinds their item types declare", () => {
  it('every remote own field is an own field of a type, of a kind the remote menu can carry', () => {
    const declared = ITEM_MODULES.flatMap((m) => ('remote' in m && 'fields' in m.remote ? [...m.remote.fields] : []));
    expect(Object.keys(REMOTE_OWN_FIELDS)).toEqual(declared);
    const kinds = new Set(Object.values(REMOTE_OWN_FIELDS).map((f) => f.kind));
    // A choice, a translated text, a link and an image are all carried by a shipped type.
    for (const kind of ['choice', 'text', 'link', 'image']) expect(kinds, kind).toContain(kind);
    for (const [key, f] of Object.entries(REMOTE_OWN_FIELDS))
      if (f.kind === 'link' || f.kind === 'image') expect(REMOTE_URL_FIELDS, key).toContain(key);
    expect(REMOTE_URL_FIELDS).toEqual(expect.arrayContaining(['jump_url', 'light_icon', 'dark_image']));
    expect(REMOTE_TRANSLATED).toContain('cta_label');
  });

  it('an entry with a call-to-action link becomes a promo card that validates like a config item, checked strictly too', () => {
    const raw = entry({ cta_href: '/sale', cta_label: 'Shop now', card_image: '/icons/promo/spring.svg' });
    const { items, warnings } = parseRemoteMenu(list(raw));
    expect(warnings).toEqual([]);
    expect(RemoteMenuItemOut.safeParse(items[0]).success).toBe(true);
    const [nav] = remoteToNavItems(items);
    expect(nav).toMatchObject({ type: 'promo', label: 'Spring offer', cta_href: '/sale', cta_label: 'Shop now' });
    expect(NavItem.safeParse(nav).success).toBe(true);
    const { visible } = resolveItems([nav as NavItem], contextFor({ lang: 'de' }));
    expect(visible[0]).toMatchObject({ type: 'promo', cta_href: '/de/sale', card_image: '/icons/promo/spring.svg' });
  });

  it('a value its kind does not take is reported by its label and the entry kept as another type', () => {
    const { items, warnings } = parseRemoteMenu(list(entry({ jump_url: '/x', cta_href: 42, card_image: { src: 'a' } })));
    expect(warnings).toEqual([
      { path: 'data.list[0].card_image', reason: 'card picture must be text' },
      { path: 'data.list[0].cta_href', reason: 'call-to-action link must be text' },
    ]);
    expect(remoteToNavItems(items)[0]?.type).toBe('link');
    expect(RemoteMenuItemOut.safeParse(entry({ cta_href: 42 })).success).toBe(false);
  });

  it('a hostile call-to-action link or picture goes through the one allow-list: the card is not drawn, the picture dropped', () => {
    for (const href of ['javascript:alert(1)', ' JaVaScRiPt:alert(1)', 'data:text/html,<script>alert(1)</script>', '//evil.test/x']) {
      const [nav] = remoteToNavItems(parseRemoteMenu(list(entry({ cta_href: href }))).items);
      expect(nav?.type).toBe('promo');
      const { visible, hidden } = resolveItems([nav as NavItem], contextFor({}));
      expect(visible, href).toEqual([]);
      expect(hidden[0]).toMatchObject({ rule: 'href', detail: expect.stringMatching(/^cta_href: /) });
    }
    const [nav] = remoteToNavItems(parseRemoteMenu(list(entry({ cta_href: '/ok', card_image: 'javascript:alert(1)' }))).items);
    expect(resolveItems([nav as NavItem], contextFor({})).visible[0]).toMatchObject({ cta_href: '/ok', card_image: undefined });
  });

  it("ops are told of a hostile link or picture in a remote draft, at the own field's path", () => {
    const issues = validateRemoteMenuDraft({
      list: [entry({ cta_href: 'javascript:alert(1)', card_image: 'data:image/svg+xml,<svg onload=alert(1)>' })],
    });
    expect(issues.map((i) => i.path)).toEqual(expect.arrayContaining(['$.list[0].cta_href', '$.list[0].card_image']));
  });

  it("a stored menu keeps the own texts' translations and the answer of a language carries that language's words", () => {
    const stored = StoredRemoteMenu.parse({
      list: [
        entry({
          cta_href: '/sale',
          cta_label: 'Shop now',
          cta_label_i18n: { de: 'Jetzt kaufen' },
          cta_label_i18n_from: { de: 'Shop now' },
          title_i18n: { de: 'Frühlingsangebot' },
        }),
      ],
    });
    const [de] = menuForLang(stored.list, 'de');
    expect(de).toMatchObject({ title: 'Frühlingsangebot', cta_label: 'Jetzt kaufen' });
    expect(Object.keys(de ?? {}).filter((k) => k.includes('_i18n'))).toEqual([]);
    expect(RemoteMenuItemOut.safeParse(de).success).toBe(true);
    expect(menuForLang(stored.list, 'fr')[0]).toMatchObject({ title: 'Spring offer', cta_label: 'Shop now' });
    // A translation of a field no type declares is refused where the menu is stored.
    expect(StoredRemoteMenu.safeParse({ list: [entry({ jump_url_i18n: { de: '/x' } })] }).success).toBe(false);
  });
});
