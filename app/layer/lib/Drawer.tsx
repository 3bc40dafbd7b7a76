import { LayerRoot } from '../embed/LayerRoot.tsx';
import { LayerFrame } from './LayerFrame.tsx';
import type { LayerHostProps } from './types.ts';

/** The exchange's navigation drawer and the menu button that opens it, for a host's own top bar (shown at every width). */
export function Drawer(props: LayerHostProps) {
  return (
    <LayerFrame part="drawer" host={props}>
      {(l) => <LayerRoot part="drawer" state={l.state} route={l.route} api={l.api} />}
    </LayerFrame>
  );
}
