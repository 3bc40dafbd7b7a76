import { lazy, Suspense, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { BellButton } from '../../../renderer/reminder/BellButton.tsx';
import { whenIdle } from '../../../renderer/whenIdle.ts';
import { MOBILE_QUERY } from '../../../schemas/constants/layout.ts';
import { emitLayerEvent } from '../embed/hostContract.ts';
import { shellLabels } from '../i18n/labels.ts';
import { READ_EVENT } from '../reminder/readEvent.ts';
import type { RedDot, RedDotState } from '../reminder/redDotRuntime.ts';
import { unreadAnnouncement } from '../reminder/unreadAnnouncement.ts';
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
  const [count, setCount] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [open, setOpen] = useState(false);
  const redDot = useRef<RedDot | null>(null);
  const root = useRef<HTMLDivElement>(null);
  const bell = useRef<HTMLDivElement>(null);
  const id = useId().replace(/:/g, '');

  // The red dot (XState, shared poll) is its own chunk, started once the page has loaded and gone
  // idle: the bell is drawn by the server, its count follows without holding up the first view.
  // Evaluating the chunk (XState and the machine) and starting the actor are two idle tasks, not
  // one: together they were one long task on a phone. On a phone, where a tap brings no hover
  // beforehand to start the dropdown's code (onIntent), a third idle task fetches it, so that the
  // first tap on the bell opens it at once, as the drawer's menu button does.
  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelStart: (() => void) | undefined;
    let live = true;
    const start = (m: typeof import('../reminder/redDotRuntime.ts')) => {
      const rd = m.startRedDot(api, uid);
      redDot.current = rd;
      let told: string | undefined;
      const unsubscribe = rd.subscribe((s: RedDotState) => {
        // The embedding host hears each change of the count, not every poll.
        const key = `${s.count}:${s.dot}`;
        if (key !== told) {
          told = key;
          emitLayerEvent('unread-change', { count: s.count, dot: s.dot });
        }
        setDot(s.dot);
        setCount(s.count);
        setAnnouncement((before) => unreadAnnouncement(s.count, before, route.lang));
      });
      stop = () => {
        unsubscribe();
        rd.stop();
      };
    };
    const cancel = whenIdle(
      () =>
        void import('../reminder/redDotRuntime.ts').then((m) => {
          if (!live) return;
          cancelStart = whenIdle(() => {
            start(m);
            if (window.matchMedia?.(MOBILE_QUERY).matches) cancelStart = whenIdle(() => void loadDropdown());
          });
        }),
    );
    return () => {
      live = false;
      cancel();
      cancelStart?.();
      redDot.current = null;
      stop?.();
    };
  }, [api, uid, route.lang]);

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
          count={count}
          onToggle={() => setOpen((o) => !o)}
          onIntent={() => void loadDropdown()}
        />
        {/* SPEC §4 unread count, said politely when it changes (the dot alone is only seen). */}
        <span className="sr-only" role="status" aria-live="polite" data-testid="reminder-live">
          {announcement}
        </span>
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
