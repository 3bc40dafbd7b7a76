import { type Json, resolveExtends } from '../../../engine/configMerge.ts';
import { getIn, type Path, setIn } from '../../../engine/ops/edit.ts';
import { ItemTree } from './ItemTree.tsx';
import { CheckField, TextField } from './inputs.tsx';

type Obj = Record<string, unknown>;

const HEADER_LISTS = ['main', 'wallet', 'orders', 'profile'] as const;
const FOOTER_LISTS = ['texts', 'socialLinks'] as const;

interface Props {
  name: string;
  kind: 'region' | 'menu';
  value: unknown;
  liveFiles: Record<string, Json>;
  update: (fn: (draft: unknown) => unknown) => void;
  announce: (message: string) => void;
}

/** A section this file does not set: it inherits it, and may copy it in to override it. */
function Inherited({
  path,
  name,
  liveFiles,
  update,
}: {
  path: Path;
  name: string;
  liveFiles: Record<string, Json>;
  update: Props['update'];
}) {
  const label = path.join('.');
  const parent = (liveFiles[name] as Obj | undefined)?.extends;
  const inherited = typeof parent === 'string' ? getIn(resolveExtends(parent, liveFiles).value, path) : undefined;
  return (
    <section className="ops-section ops-section--inherited">
      <h3>{label}</h3>
      <p className="ops-hint">
        Inherited from {String(parent ?? 'nothing')}.json. A copy here replaces the whole list for this sub-site (lists replace, objects
        merge).
      </p>
      {inherited !== undefined ? (
        <button type="button" className="btn btn--ghost btn--sm" onClick={() => update((d) => setIn(d, path, structuredClone(inherited)))}>
          Override {label} in {name}.json
        </button>
      ) : null}
    </section>
  );
}

function ListSection(props: {
  path: Path;
  value: unknown;
  name: string;
  liveFiles: Record<string, Json>;
  update: Props['update'];
  announce: Props['announce'];
}) {
  const { path, value, name } = props;
  const list = getIn(value, path);
  if (list === undefined) return name === 'base' ? null : <Inherited {...props} />;
  const label = path.join('.');
  return (
    <section className="ops-section">
      <h3>{label}</h3>
      <ItemTree path={path} items={list} kind="nav" update={props.update} announce={props.announce} label={label} />
    </section>
  );
}

function FooterColumns(props: {
  value: unknown;
  name: string;
  liveFiles: Record<string, Json>;
  update: Props['update'];
  announce: Props['announce'];
}) {
  const columns = getIn(props.value, ['footer', 'columns']);
  if (!Array.isArray(columns)) return props.name === 'base' ? null : <Inherited path={['footer', 'columns']} {...props} />;
  return (
    <section className="ops-section">
      <h3>footer.columns</h3>
      {(columns as Obj[]).map((col, i) => {
        const title = String(col.title ?? col.id);
        return (
          <div className="ops-column" key={String(col.id ?? i)}>
            <TextField
              label={`Column ${i + 1} title`}
              value={col.title}
              onChange={(v) => props.update((d) => setIn(d, ['footer', 'columns', i, 'title'], v ?? ''))}
              required
            />
            <ItemTree
              path={['footer', 'columns', i, 'items']}
              items={col.items}
              kind="nav"
              update={props.update}
              announce={props.announce}
              label={`footer column ${title}`}
            />
          </div>
        );
      })}
    </section>
  );
}

/** The draft as a form: the item trees of a region file (or the remote menu) plus a few scalars. */
export function FormEditor({ name, kind, value, liveFiles, update, announce }: Props) {
  if (kind === 'menu')
    return (
      <section className="ops-section">
        <h3>Remote menu items</h3>
        <ItemTree path={['list']} items={getIn(value, ['list'])} kind="menu" update={update} announce={announce} label="remote menu" />
      </section>
    );
  const footer = getIn(value, ['footer']) as Obj | undefined;
  const sectionProps = { value, name, liveFiles, update, announce };
  return (
    <div className="ops-form">
      {typeof getIn(value, ['name']) === 'string' ? (
        <TextField
          label="Sub-site name"
          value={getIn(value, ['name'])}
          onChange={(v) => update((d) => setIn(d, ['name'], v ?? ''))}
          required
        />
      ) : null}
      {HEADER_LISTS.map((list) => (
        <ListSection key={list} path={['header', list]} {...sectionProps} />
      ))}
      <FooterColumns {...sectionProps} />
      {FOOTER_LISTS.map((list) => (
        <ListSection key={list} path={['footer', list]} {...sectionProps} />
      ))}
      {footer ? (
        <section className="ops-section">
          <h3>footer</h3>
          {typeof footer.copyright === 'string' ? (
            <TextField
              label="Copyright ({year} is replaced)"
              value={footer.copyright}
              onChange={(v) => update((d) => setIn(d, ['footer', 'copyright'], v ?? ''))}
            />
          ) : null}
          <div className="ops-row">
            {typeof footer.social === 'boolean' ? (
              <CheckField label="Social icons" checked={footer.social} onChange={(v) => update((d) => setIn(d, ['footer', 'social'], v))} />
            ) : null}
            {typeof footer.qr === 'boolean' ? (
              <CheckField label="App download QR" checked={footer.qr} onChange={(v) => update((d) => setIn(d, ['footer', 'qr'], v))} />
            ) : null}
          </div>
        </section>
      ) : null}
    </div>
  );
}
