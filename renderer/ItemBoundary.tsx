import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  /** The config entry being drawn, e.g. "header.main[3].children[1]". */
  path: string;
  /** Caption of the inline fallback ("Unavailable"). */
  caption?: string;
  children: ReactNode;
}

interface State {
  error: Error | null;
}

/** What a broken item leaves behind: a small marker naming the config entry, not a blank page. */
export function ItemFallback({ path, caption = 'Unavailable', error }: { path: string; caption?: string; error?: Error | null }) {
  return (
    <span className="item-fallback" role="note" data-config-path={path} title={error?.message}>
      {caption}: <code>{path}</code>
    </span>
  );
}

export function describeItemError(path: string, error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return `Config entry ${path} failed to render: ${message}`;
}

/** Wraps every item so one bad config entry cannot take the header, footer or drawer down. */
export class ItemBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(describeItemError(this.props.path, error), info.componentStack ?? '');
  }

  override render() {
    if (this.state.error) return <ItemFallback path={this.props.path} caption={this.props.caption} error={this.state.error} />;
    return this.props.children;
  }
}
