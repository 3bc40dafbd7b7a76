import { lazy, Suspense, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { BellButton } from '../../renderer/reminder/BellButton.tsx';
import type { RedDot } from '../reminder/redDotRuntime.ts';
import { READ_EVENT, shellLabels } from '../reminder/shellLabels.ts';
import type { SlotProps } from './slotProps.ts';

const loadDropdown = () => import('../reminder/ReminderDropdown.tsx');
const ReminderDropdown = lazy(loadDropdown);

/** SPEC §4/§6 reminder: the bell with its red dot for signed-in users where the region allows it. */
export function ReminderSlot(props: SlotProps) {
  if (!props.features.notifications || !props.boot.user) return null;
  return <Reminder {...props} uid={props.boot.user.uid} />;
}

function Reminder({ api, boot, route, uid }: SlotProps & { uid: number | string }) {
  const labels = useMemo(() => shellLabels(route.lang), [route.lang]);
  const [dot, setDot] = useState(false);
  const [open, setOpen] = useState(false);
  const redDot = useRef<RedDot | null>(null);
  const root = useRef<HTMLDivElement>(null);
  const bell = useRef<HTMLDivElement>(null);
  const id = useId().replace(/:/g, '');

  // The red dot (XState, shared poll) is its own chunk, started after the first render.
  useEffect(() => {
    let stop: (() => void) | undefined;
    let live = true;
    void import('../reminder/redDotRuntime.ts').then((m) => {
      if (!live) return;
      const rd = m.startRedDot(api, uid);
      redDot.current = rd;
      const unsubscribe = rd.subscribe(setDot);
      stop = () => {
        unsubscribe();
        rd.stop();
      };
    });
    return () => {
      live = false;
      redDot.current = null;
      stop?.();
    };
  }, [api, uid]);

  const close = useCallback((focusBell: boolean) => {
    setOpen(false);
    if (focusBell) bell.current?.querySelector('button')?.focus();
  }, []);
  const onRead = useCallback(() => redDot.current?.recheck(), []);
  // The /reminder page marks tabs read too; the header's dot follows.
  useEffect(() => {
    window.addEventListener(READ_EVENT, onRead);
    return () => window.removeEventListener(READ_EVENT, onRead);
  }, [onRead]);
  const popoverId = `reminder-${id}`;

  return (
    <div className={`reminder-menu${open ? ' reminder-menu--open' : ''}`} ref={root}>
      <div ref={bell} className="reminder-bell-wrap">
        <BellButton
          dot={dot}
          expanded={open}
          controls={popoverId}
          label={labels.notifications}
          unreadLabel={labels.unread}
          onToggle={() => setOpen((o) => !o)}
          onIntent={() => void loadDropdown()}
        />
      </div>
      {open ? (
        <Suspense fallback={null}>
          <ReminderDropdown
            api={api}
            boot={boot}
            route={route}
            id={popoverId}
            label={labels.notifications}
            root={root}
            onRead={onRead}
            onClose={close}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
