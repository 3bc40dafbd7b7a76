import { NAV_LABEL_MAX } from '../../engine/configLint.ts';
import { EVIL, HOSTILE_HTML, HOSTILE_TEXT, HOSTILE_URLS, type Payload } from './corpus.ts';

// Hostile content in the shapes each surface takes: region config items, remote menu items,
// notification records. Ids and codes start with `hx-` so a test can find what it planted.

type Obj = Record<string, unknown>;

/** A config link per URL payload: ops must refuse every one of them. */
export function hostileHrefItems(): Obj[] {
  return HOSTILE_URLS.map((u, i) => ({ id: `hx-url-${i}`, type: 'link', label: u.name, href: u.value }));
}

/**
 * Items ops may publish: hostile labels and descriptions on safe links, grouped in one menu, with
 * icons and tags that point off the site (the engine must drop those before any <img> loads).
 */
export function hostileLabelMenu(texts: readonly Payload[] = HOSTILE_TEXT): Obj {
  return {
    id: 'hx-menu',
    type: 'menu',
    label: texts[0]!.value,
    children: texts.map((t, i) => ({
      id: `hx-label-${i}`,
      type: 'link',
      // A label is at most NAV_LABEL_MAX characters: a longer payload is the description only.
      label: [...t.value].length <= NAV_LABEL_MAX ? t.value : `payload ${i}`,
      desc: t.value,
      href: `/fee?hx=${i}`,
    })),
  };
}

/** The same menu with every URL payload as href, icon and tag icon (what only a forged answer carries). */
export function forgedMenu(): Obj {
  const safe = {
    id: 'hx-safe',
    type: 'link',
    label: HOSTILE_HTML[0]!.value,
    href: '/fee?hx=safe',
    icon: EVIL,
    tags: [{ type: 'image', light_icon: EVIL }],
  };
  return {
    id: 'hx-menu',
    type: 'menu',
    label: 'hx forged',
    children: [
      safe,
      ...HOSTILE_URLS.map((u, i) => ({
        id: `hx-forged-${i}`,
        type: 'link',
        label: HOSTILE_TEXT[i % HOSTILE_TEXT.length]!.value,
        href: u.value,
        icon: u.value,
        tags: [{ type: 'image', light_icon: u.value, dark_icon: u.value, word: HOSTILE_HTML[i % HOSTILE_HTML.length]!.value }],
      })),
    ],
  };
}

/** A remote menu item as the ops console stores it. */
export function remoteItem(code: string, fields: Obj, children: Obj[] = []): Obj {
  return { code, jump_type: 1, hidden: false, show_mode: 1, platform_type: 1, tags: [], children, ...fields };
}

export function hostileRemoteMenu(
  kind: 'refused' | 'accepted' | 'forged',
  urls: readonly Payload[] = HOSTILE_URLS,
  texts: readonly Payload[] = HOSTILE_TEXT,
): { list: Obj[] } {
  const children =
    kind === 'refused'
      ? urls.map((u, i) => remoteItem(`hx-url-${i}`, { title: u.name, jump_url: u.value }))
      : kind === 'accepted'
        ? texts.map((t, i) =>
            remoteItem(`hx-title-${i}`, {
              title: t.value,
              desc: t.value,
              jump_url: i === 0 ? EVIL : `/fee?hx=${i}`,
              jump_type: i === 0 ? 2 : 1,
              light_icon: `${EVIL}.png`,
              dark_icon: `${EVIL}.png`,
              tags: [{ type: 1, light_icon: `${EVIL}.png`, word: t.value }],
            }),
          )
        : [
            remoteItem('hx-safe', { title: HOSTILE_HTML[0]!.value, jump_url: '/fee?hx=safe', light_icon: EVIL }),
            ...urls.map((u, i) =>
              remoteItem(`hx-forged-${i}`, {
                title: texts[i % texts.length]!.value,
                jump_url: u.value,
                light_icon: u.value,
                dark_icon: u.value,
                light_image: u.value,
                tags: [{ type: 1, light_icon: u.value, dark_icon: u.value }],
              }),
            ),
          ];
  return { list: [remoteItem('hx-menu', { title: `hx ${kind}`, jump_url: undefined }, children)] };
}

/** One notification record per HTML payload (content and title) and one per URL payload (extras). */
export function hostileRecords(nowSeconds: number): Obj[] {
  const base = { template_id: 'hx', template_args: {}, isread: 0, code: 'system', send_timest: nowSeconds };
  const html = HOSTILE_HTML.map((h, i) => ({
    ...base,
    id: 900_000 + i,
    type: 'text',
    title: h.value,
    content: h.value,
    extras: {},
  }));
  const types = ['link', 'link', 'spot', 'futures', 'post', 'live', 'startup'] as const;
  const urls = HOSTILE_URLS.map((u, i) => ({
    ...base,
    id: 910_000 + i,
    type: types[i % types.length],
    title: `hx-record-${u.name}`,
    content: `<a href="${u.value.replaceAll('"', '&quot;')}">${u.name}</a>`,
    extras: { url: u.value, web_url: u.value, market: u.value, contract: u.value, mid: u.value, stream_id: u.value, startup_id: u.value },
  }));
  return [...html, ...urls];
}
