import { useEffect, useMemo, useRef, useState } from 'react';
import { type Json, resolveExtends } from '../../../engine/configMerge.ts';
import { languagesFor } from '../../../engine/i18n/itemTranslations.ts';
import { freshId, getIn, type Path, setIn } from '../../../engine/ops/edit.ts';
import { fieldHelp, fieldLabel } from '../../../engine/ops/fieldInfo.ts';
import { siteWord } from '../../../engine/ops/plainWords.ts';
import { offerTitle } from '../../../engine/ops/productWords.ts';
import { copyForRegion, leftOutWords } from '../../../engine/ops/regionCopy.ts';
import { ITEM_MODULES } from '../../../schemas/navItem.ts';
import { OFFER_NAMES, OFFER_WORDS } from '../../../schemas/offers.ts';
import { REGION_FIELDS } from '../../../schemas/regionFields.ts';
import { InheritedItems } from './InheritedItems.tsx';
import { ItemTree, itemMatches } from './ItemTree.tsx';
import { CheckField, CheckGroup, SelectField, TextField } from './inputs.tsx';
import { NavItemFields } from './NavItemFields.tsx';
import { RegionFields } from './RegionFields.tsx';
import { TranslationFields, TranslationLangs } from './TranslationFields.tsx';

type Obj = Record<string, unknown>;

const HEADER_LISTS = ['main', 'wallet', 'orders', 'profile'] as const;
const FOOTER_LISTS = ['texts', 'socialLinks'] as const;
/** The inherited lists an added item can go into (footer columns hold columns, not items). */
const NAV_SECTIONS = ['header.main', 'header.wallet', 'header.orders', 'header.profile', 'footer.texts', 'footer.socialLinks'];

interface Props {
  name: string;
  kind: 'region' | 'menu';
  value: unknown;
  liveFiles: Record<string, Json>;
  update: (fn: (draft: unknown) => unknown) => void;
  announce: (message: string) => void;
}

interface SectionProps extends Omit<Props, 'kind'> {
  /** The parent file's resolved value: what this file inherits. */
  inherited: unknown;
  hidden: ReadonlySet<string>;
  toggleHide: (key: string, label: string, hide: boolean) => void;
  filter: string;
  /** What the last copy of each list (by path) left out, shown above the list it made. */
  copyNotes: Readonly<Record<string, string>>;
  noteCopy: (path: string, note: string | null) => void;
}

const sectionTitle = (path: Path) => path.map((p) => fieldLabel(String(p))).join(' › ');
const help = (path: Path) => fieldHelp(path[0] === 'header' ? 'header' : 'footer', String(path[1]));

/** Whether a section shows for a search: its title or help matches, or one of its items does. */
function sectionMatches(q: string, title: string, items: unknown): boolean {
  if (!q) return true;
  if (title.toLowerCase().includes(q)) return true;
  return Array.isArray(items) && (items as Obj[]).some((i) => itemMatches(i, q));
}

/** What the sub-site offers: its own list, else the one it inherits. */
function offersOf(value: unknown, inherited: unknown): string[] {
  const list = getIn(value, ['offers']) ?? getIn(inherited, ['offers']);
  return Array.isArray(list) ? list.map(String) : [];
}

/**
 * The products this sub-site offers: items that need a product show only where it is
 * ticked. A shared file (base.json) offers nothing, so a new sub-site starts with nothing restricted.
 */
function Offers({ name, value, inherited, update, filter }: SectionProps) {
  const title = fieldLabel('offers');
  const q = filter.trim().toLowerCase();
  if (name === 'base' || (q && ![title, ...OFFER_NAMES, ...OFFER_NAMES.map(offerTitle)].some((w) => w.toLowerCase().includes(q))))
    return null;
  return (
    <section className="ops-section" aria-label={title}>
      <CheckGroup
        legend={title}
        hint={`${fieldHelp('region', 'offers')}.`}
        options={OFFER_NAMES}
        optionLabel={offerTitle}
        value={offersOf(value, inherited)}
        onChange={(v) => update((d) => setIn(d, ['offers'], v ?? []))}
        // A search for a product keeps its box; one for the section keeps them all.
        filter={title.toLowerCase().includes(q) ? '' : q}
      />
      <details className="ops-hint">
        <summary>What each product covers</summary>
        <dl>
          {OFFER_NAMES.map((o) => (
            <div key={o}>
              <dt>
                {offerTitle(o)} <code>{o}</code>
              </dt>
              <dd>{OFFER_WORDS[o]}</dd>
            </div>
          ))}
        </dl>
      </details>
    </section>
  );
}

/** A list this file does not set: it inherits it, may hide items of it here, or copy it in to override it. */
function Inherited(props: SectionProps & { path: Path; childField?: (depth: number) => string }) {
  const { path, name, inherited, update, filter } = props;
  const title = sectionTitle(path);
  const list = getIn(inherited, path);
  const parent = (props.liveFiles[name] as Obj | undefined)?.extends ?? (props.value as Obj | undefined)?.extends;
  if (!sectionMatches(filter.trim().toLowerCase(), title, list)) return null;
  return (
    <section className="ops-section ops-section--inherited" aria-label={title}>
      <h3>{title}</h3>
      <p className="ops-hint">
        Inherited from {String(parent ?? 'nothing')}.json. Tick "Hide … on {siteWord(name)}" to hide an item on this sub-site only;
        base.json and the other sub-sites keep it.
      </p>
      {list !== undefined ? (
        <>
          <InheritedItems
            items={list}
            keyPrefix={path.join('.')}
            childField={props.childField ?? (() => 'children')}
            hidden={props.hidden}
            site={name}
            offers={offersOf(props.value, inherited)}
            toggle={props.toggleHide}
            filter={filter}
          />
          <div className="ops-row">
            {props.childField ? null : (
              <button
                type="button"
                className="btn btn--ghost btn--sm"
                onClick={() => {
                  update((d) => {
                    const current = getIn(d, ['add']);
                    const added = Array.isArray(current) ? current : [];
                    const taken = [...(Array.isArray(list) ? list : []), ...added.map((a) => (a as Obj).item)];
                    const item = { id: freshId(taken, `${name}-item`), type: 'link', label: 'New item', href: '/' };
                    return setIn(d, ['add'], [...added, { to: path.join('.'), item }]);
                  });
                  props.announce(`new item added to ${title} on ${siteWord(name)} only`);
                }}
              >
                Add an item to {title} on {siteWord(name)} only
              </button>
            )}
            <button
              type="button"
              className="btn btn--ghost btn--sm"
              onClick={() => {
                const copy = copyForRegion(Array.isArray(list) ? list : [], offersOf(props.value, inherited), props.childField);
                update((d) => setIn(d, path, copy.items));
                const left = leftOutWords(copy.left, siteWord(name));
                props.noteCopy(path.join('.'), left);
                props.announce([`${title} copied into ${name}.json`, left].filter(Boolean).join('. '));
              }}
            >
              Copy {title} into {name}.json to change it here (the copy replaces the whole list)
            </button>
          </div>
        </>
      ) : null}
    </section>
  );
}

/** What a copy into this file left out, on screen until ops close it (the live region said it too). */
function CopyNote({ note, clear }: { note: string | undefined; clear: () => void }) {
  if (!note) return null;
  return (
    <div className="ops-copy-note" role="note" data-testid="ops-copy-note">
      <p>{note}.</p>
      <button type="button" className="btn btn--ghost btn--sm" onClick={clear}>
        Close this note
      </button>
    </div>
  );
}

function ListSection(props: SectionProps & { path: Path }) {
  const { path, value, name, filter } = props;
  const list = getIn(value, path);
  if (list === undefined) return name === 'base' ? null : <Inherited {...props} />;
  const title = sectionTitle(path);
  if (!sectionMatches(filter.trim().toLowerCase(), title, list)) return null;
  const hint = help(path);
  return (
    <section className="ops-section" aria-label={title}>
      <h3>{title}</h3>
      {hint ? <p className="ops-hint">{hint}</p> : null}
      <CopyNote note={props.copyNotes[path.join('.')]} clear={() => props.noteCopy(path.join('.'), null)} />
      <ItemTree path={path} items={list} kind="nav" update={props.update} announce={props.announce} label={title} filter={filter} />
    </section>
  );
}

function FooterColumns(props: SectionProps) {
  const path = ['footer', 'columns'];
  const columns = getIn(props.value, path);
  const q = props.filter.trim().toLowerCase();
  if (!Array.isArray(columns))
    return props.name === 'base' ? null : <Inherited path={path} childField={(d) => (d === 0 ? 'items' : 'children')} {...props} />;
  const title = sectionTitle(path);
  const shown = (columns as Obj[]).filter(
    (col) => !q || title.toLowerCase().includes(q) || itemMatches({ ...col, children: col.items }, q),
  );
  if (shown.length === 0) return null;
  return (
    <section className="ops-section" aria-label={title}>
      <h3>{title}</h3>
      <p className="ops-hint">{help(path)}</p>
      <CopyNote note={props.copyNotes[path.join('.')]} clear={() => props.noteCopy(path.join('.'), null)} />
      {(columns as Obj[]).map((col, i) => {
        if (!shown.includes(col)) return null;
        const colTitle = String(col.title ?? col.id);
        const ownMatch =
          !q ||
          JSON.stringify({ ...col, items: undefined })
            .toLowerCase()
            .includes(q);
        return (
          <div className="ops-column" key={String(col.id ?? i)}>
            <TextField
              label={`Column ${i + 1} title`}
              value={col.title}
              onChange={(v) => props.update((d) => setIn(d, ['footer', 'columns', i, 'title'], v ?? ''))}
              required
              path={`$.footer.columns[${i}].title`}
            />
            <TranslationFields
              node={col}
              field="title"
              label={`Column ${i + 1} title`}
              edit={(next) => props.update((d) => setIn(d, ['footer', 'columns', i], next))}
              at={`$.footer.columns[${i}]`}
            />
            <ItemTree
              path={['footer', 'columns', i, 'items']}
              items={col.items}
              kind="nav"
              update={props.update}
              announce={props.announce}
              label={`footer column ${colTitle}`}
              filter={ownMatch ? '' : props.filter}
            />
          </div>
        );
      })}
    </section>
  );
}

/** Where an added item can go in an inherited list: the list itself, or under any item with children, by item key. */
function placesIn(list: unknown, key: string, label: string): { key: string; label: string; items: Obj[] }[] {
  if (!Array.isArray(list)) return [];
  const here = { key, label, items: list as Obj[] };
  return [
    here,
    ...(list as Obj[]).flatMap((item) =>
      Array.isArray(item.children) ? placesIn(item.children, `${key}/${String(item.id)}`, `${label} › ${nameOf(item)}`) : [],
    ),
  ];
}

const nameOf = (item: Obj) => String(item.label ?? item.title ?? item.id ?? 'item');

/** The item types that need children (a menu, a group): an added one gets its children's tree. */
const HOLDS_CHILDREN = new Set<string>(ITEM_MODULES.filter((m) => m.needs?.field === 'children').map((m) => m.type));

/**
 * The places the items added before entry `upTo` make: an added menu (and any menu inside it) is a
 * list a later entry can go under, as the edits apply in order (engine/regionEdits.ts).
 */
function addedPlaces(add: readonly Obj[], upTo: number, places: readonly { key: string; label: string }[]) {
  return add.slice(0, upTo).flatMap((entry) => {
    const item = (entry.item ?? {}) as Obj;
    if (!HOLDS_CHILDREN.has(String(item.type)) || typeof item.id !== 'string' || !item.id) return [];
    const to = String(entry.to ?? '');
    const under = places.find((p) => p.key === to)?.label ?? to;
    const key = `${to}/${item.id}`;
    const label = `${under} › ${nameOf(item)}`;
    return [
      { key, label, items: Array.isArray(item.children) ? (item.children as Obj[]) : [] },
      ...placesIn(item.children, key, label).slice(1),
    ];
  });
}

/** Items only this file adds (`add`): each with its fields, the list or menu it goes under and its place there. */
function AddedItems({
  value,
  inherited,
  update,
  announce,
  name,
}: {
  value: unknown;
  inherited: unknown;
  update: Props['update'];
  announce: Props['announce'];
  name: string;
}) {
  const add = getIn(value, ['add']);
  const count = Array.isArray(add) ? add.length : 0;
  const list = useRef<HTMLUListElement>(null);
  const seen = useRef(count);
  // A new item opens in view with its label focused, wherever the button that added it was.
  useEffect(() => {
    if (count > seen.current) {
      const last = list.current?.lastElementChild as HTMLElement | null;
      last?.scrollIntoView({ block: 'start' });
      last?.querySelector<HTMLInputElement>('input[type="text"]')?.focus({ preventScroll: true });
    }
    seen.current = count;
  }, [count]);
  const places = useMemo(
    () => NAV_SECTIONS.flatMap((section) => placesIn(getIn(inherited, section.split('.')), section, sectionTitle(section.split('.')))),
    [inherited],
  );
  if (!Array.isArray(add) || add.length === 0) return null;
  return (
    <section className="ops-section" aria-label={fieldLabel('add')}>
      <h3>
        {fieldLabel('add')} ({siteWord(name)} only)
      </h3>
      <p className="ops-hint">{fieldHelp('edits', 'add')}</p>
      <ul className="ops-items" ref={list}>
        {(add as Obj[]).map((entry, i) => {
          const item = (entry.item ?? {}) as Obj;
          const label = nameOf(item);
          const to = String(entry.to ?? '');
          const offered = [...places, ...addedPlaces(add as Obj[], i, places)];
          const place = offered.find((p) => p.key === to);
          const after = typeof entry.after === 'string' ? entry.after : undefined;
          const before = typeof entry.before === 'string' ? entry.before : undefined;
          const position = after ? `after:${after}` : before ? `before:${before}` : undefined;
          const siblings = place?.items ?? [];
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: the id is being edited here, so it cannot be the key
            <li key={i} className="ops-item" data-key={`${to}/${String(item.id)}`}>
              <div className="ops-item-head">
                <span className="ops-item-name">{label}</span> <span className="ops-hint">in {place?.label ?? to}</span>
                <button
                  type="button"
                  className="icon-button ops-delete"
                  aria-label={`Remove ${label} from ${siteWord(name)}`}
                  onClick={() => update((d) => setIn(d, ['add'], add.length === 1 ? undefined : add.filter((_, j) => j !== i)))}
                >
                  ✕
                </button>
              </div>
              <div className="ops-item-body">
                <div className="ops-row">
                  <SelectField
                    label="Under"
                    value={to}
                    path={`$.add[${i}].to`}
                    options={[
                      ...(place ? [] : [{ value: to as string | undefined, label: to || 'choose' }]),
                      ...offered.map((p) => ({ value: p.key as string | undefined, label: p.label })),
                    ]}
                    onChange={(v) =>
                      update((d) =>
                        setIn(setIn(setIn(d, ['add', i, 'before'], undefined), ['add', i, 'after'], undefined), ['add', i, 'to'], v),
                      )
                    }
                  />
                  <SelectField
                    label="Position"
                    value={position}
                    options={[
                      { value: undefined, label: 'at the end' },
                      ...siblings.flatMap((s, j) => [
                        ...(j === 0
                          ? [{ value: `before:${String(s.id)}` as string | undefined, label: `first (before ${nameOf(s)})` }]
                          : []),
                        { value: `after:${String(s.id)}` as string | undefined, label: `after ${nameOf(s)}` },
                      ]),
                    ]}
                    onChange={(v) => {
                      const [where, id] = v ? (v.split(/:(.*)/s) as ['after' | 'before', string]) : [undefined, undefined];
                      update((d) =>
                        setIn(
                          setIn(d, ['add', i, 'before'], where === 'before' ? id : undefined),
                          ['add', i, 'after'],
                          where === 'after' ? id : undefined,
                        ),
                      );
                    }}
                  />
                </div>
                <NavItemFields
                  item={item}
                  set={(k, v) => update((d) => setIn(d, ['add', i, 'item', k], v))}
                  edit={(next) => update((d) => setIn(d, ['add', i, 'item'], next))}
                  at={`$.add[${i}].item`}
                />
                {HOLDS_CHILDREN.has(String(item.type)) || Array.isArray(item.children) ? (
                  <div className="ops-children">
                    <ItemTree
                      path={['add', i, 'item', 'children']}
                      items={item.children}
                      kind="nav"
                      update={update}
                      announce={announce}
                      label={`children of ${label}`}
                    />
                  </div>
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** What the search matches to show the sub-site's own settings (RegionFields). */
const REGION_FIELD_WORDS = [
  'Sub-site settings',
  fieldLabel('hosts'),
  fieldLabel('countries'),
  fieldLabel('linkHosts'),
  fieldLabel('flags'),
  'hosts',
  'countries',
  'cookie consent',
  'cookie policy',
  'risk warning',
  'risk summary',
  fieldLabel('defaults'),
  ...Object.values(REGION_FIELDS).flatMap((fields) => Object.values(fields).map((f) => f.label)),
];

/** The draft as a form: the item trees of a region file (or the remote menu) plus a few scalars, with a search box. */
export function FormEditor({ name, kind, value, liveFiles, update, announce }: Props) {
  const [filter, setFilter] = useState('');
  const [copyNotes, setCopyNotes] = useState<Record<string, string>>({});
  const noteCopy = (path: string, note: string | null) =>
    setCopyNotes(({ [path]: _old, ...rest }) => (note ? { ...rest, [path]: note } : rest));
  const parent = (value as Obj | undefined)?.extends;
  const inherited = useMemo(() => (typeof parent === 'string' ? resolveExtends(parent, liveFiles).value : undefined), [parent, liveFiles]);
  const hideList = getIn(value, ['hide']);
  const hidden = useMemo(() => new Set(Array.isArray(hideList) ? hideList.map(String) : []), [hideList]);
  // Shown by CSS only when the search left no section or field (ops.css .ops-no-matches).
  const noMatches = filter.trim() ? (
    <p className="ops-no-matches" data-testid="ops-no-matches">
      Nothing in {name === 'remote-menu' ? 'the remote menu' : `${name}.json`} matches “{filter.trim()}”. Try a label, an id, a link, a rule
      or a product name, or clear the search.
    </p>
  ) : null;
  const search = (
    <div className="ops-field ops-search">
      <label htmlFor="ops-form-search">Search items and fields</label>
      <input
        id="ops-form-search"
        type="search"
        value={filter}
        placeholder="label, id, link, rule… e.g. Futures, /earn, UK"
        onChange={(e) => setFilter(e.target.value)}
      />
      {noMatches}
    </div>
  );
  if (kind === 'menu')
    return (
      <div className="ops-form">
        {search}
        <section className="ops-section">
          <h3>Remote menu items</h3>
          <ItemTree
            path={['list']}
            items={getIn(value, ['list'])}
            kind="menu"
            update={update}
            announce={announce}
            label="remote menu"
            filter={filter}
          />
        </section>
      </div>
    );
  const toggleHide = (key: string, label: string, hide: boolean) => {
    update((d) => {
      const current = getIn(d, ['hide']);
      const list = (Array.isArray(current) ? current.map(String) : []).filter((k) => k !== key);
      const next = hide ? [...list, key] : list;
      return setIn(d, ['hide'], next.length ? next : undefined);
    });
    announce(`${label} ${hide ? 'hidden' : 'shown again'} on ${siteWord(name)}`);
  };
  const q = filter.trim().toLowerCase();
  const fieldShown = (...words: string[]) => !q || words.some((w) => w.toLowerCase().includes(q));
  const footer = getIn(value, ['footer']) as Obj | undefined;
  const sectionProps: SectionProps = {
    value,
    name,
    liveFiles,
    update,
    announce,
    inherited,
    hidden,
    toggleHide,
    filter,
    copyNotes,
    noteCopy,
  };
  const countries = getIn(value, ['countries']) ?? getIn(inherited, ['countries']);
  return (
    <TranslationLangs.Provider value={languagesFor(Array.isArray(countries) ? countries.map(String) : [])}>
      <div className="ops-form">
        {search}
        {typeof getIn(value, ['name']) === 'string' && fieldShown('Sub-site name', String(getIn(value, ['name']))) ? (
          <TextField
            label="Sub-site name"
            value={getIn(value, ['name'])}
            onChange={(v) => update((d) => setIn(d, ['name'], v ?? ''))}
            required
          />
        ) : null}
        {name !== 'base' && fieldShown(...REGION_FIELD_WORDS) ? <RegionFields value={value} inherited={inherited} update={update} /> : null}
        <Offers {...sectionProps} />
        <AddedItems value={value} inherited={inherited} update={update} announce={announce} name={name} />
        {HEADER_LISTS.map((list) => (
          <ListSection key={list} path={['header', list]} {...sectionProps} />
        ))}
        <FooterColumns {...sectionProps} />
        {FOOTER_LISTS.map((list) => (
          <ListSection key={list} path={['footer', list]} {...sectionProps} />
        ))}
        {footer && fieldShown('footer', 'copyright', 'social icons', 'app download QR code', String(footer.copyright ?? '')) ? (
          <section className="ops-section" aria-label="Footer settings">
            <h3>Footer settings</h3>
            {typeof footer.copyright === 'string' ? (
              <TextField
                label="Copyright ({year} is replaced)"
                value={footer.copyright}
                onChange={(v) => update((d) => setIn(d, ['footer', 'copyright'], v ?? ''))}
                hint={fieldHelp('footer', 'copyright')}
              />
            ) : null}
            {typeof footer.copyright === 'string' ? (
              <TranslationFields
                node={footer}
                field="copyright"
                label="Copyright"
                edit={(next) => update((d) => setIn(d, ['footer'], next))}
                at="$.footer"
              />
            ) : null}
            <div className="ops-row">
              {typeof footer.social === 'boolean' ? (
                <CheckField
                  label="Social icons"
                  checked={footer.social}
                  onChange={(v) => update((d) => setIn(d, ['footer', 'social'], v))}
                />
              ) : null}
              {typeof footer.qr === 'boolean' ? (
                <CheckField label="App download QR" checked={footer.qr} onChange={(v) => update((d) => setIn(d, ['footer', 'qr'], v))} />
              ) : null}
            </div>
          </section>
        ) : null}
      </div>
    </TranslationLangs.Provider>
  );
}
