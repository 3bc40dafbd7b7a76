import { Component, type ErrorInfo, type ReactNode } from 'react';
import { emitLayerEvent, type LayerEventMap } from './hostContract.ts';

interface Props {
  part: LayerEventMap['error']['part'];
  /** What the host asked to draw instead (the package's `fallback` prop; the fragment draws nothing). */
  fallback: ReactNode;
  /** A change (the host's site, language or route) draws the part again after a failure. */
  resetKey: string;
  children: ReactNode;
}

interface State {
  error: Error | null;
  key: string;
}

/**
 * Stands between one part of the layer and the host page. A part that throws (a chunk that
 * failed to load, bad data) is replaced by the host's fallback and reported as the
 * `exchange-layer:error` event, instead of unmounting the host's whole React root.
 */
export class PartBoundary extends Component<Props, State> {
  override state: State = { error: null, key: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.key ? null : { error: null, key: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    const message = error instanceof Error ? error.message : String(error);
    console.error(`[exchange-layer] the ${this.props.part} failed: ${message}`, info.componentStack ?? '');
    emitLayerEvent('error', { part: this.props.part, phase: 'render', message });
  }

  override render() {
    return this.state.error ? this.props.fallback : this.props.children;
  }
}
