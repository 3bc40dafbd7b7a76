import { LayerRoot } from '../embed/LayerRoot.tsx';
import { LayerFrame } from './LayerFrame.tsx';
import type { LayerHostProps } from './types.ts';

/** The exchange's header (announcement bar, main navigation with its market panels, account, tools, drawer on phones). */
export function Header(props: LayerHostProps) {
  return (
    <LayerFrame part="header" host={props}>
      {(l) => <LayerRoot part="header" state={l.state} route={l.route} api={l.api} />}
    </LayerFrame>
  );
}
