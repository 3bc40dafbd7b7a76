import { useEffect, useMemo, useState } from 'react';
import { linkOptionsFor } from '../../engine/layer.ts';
import { buildHref } from '../../engine/links.ts';
import { DISMISSED_KEY, isDismissed, withDismissed } from '../../engine/notifications/announcement.ts';
import { AnnouncementBar } from '../../renderer/announcement/AnnouncementBar.tsx';
import type { Announcement } from '../../schemas/api/announcement.ts';
import { shellLabels } from '../reminder/shellLabels.ts';
import type { SlotProps } from './slotProps.ts';

export const BULLETIN_PATH = '/api/web/v1/site/fullsiteBulletin';

function readStore(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeStore(key: string, value: string) {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Storage off (private mode, quota): the bar still hides for this page view.
  }
}

/** SPEC §4 announcement bar: fullsiteBulletin unless this content_id was dismissed before. */
export function AnnouncementSlot({ api, boot, route }: SlotProps) {
  const [item, setItem] = useState<Announcement | null>(null);
  const labels = useMemo(() => shellLabels(route.lang), [route.lang]);

  useEffect(() => {
    let live = true;
    // The schema shares the zod chunk the bootstrap already loaded.
    void Promise.all([api.get<unknown>(BULLETIN_PATH), import('../../schemas/api/announcement.ts')]).then(([raw, m]) => {
      if (!live || raw === undefined) return;
      const parsed = m.BulletinResponse.safeParse(raw);
      if (!parsed.success) {
        console.warn('[announcement] malformed fullsiteBulletin answer');
        return;
      }
      const data = parsed.data.data;
      if (data && !isDismissed(readStore(DISMISSED_KEY), data.content_id)) setItem(data);
    });
    return () => {
      live = false;
    };
  }, [api]);

  if (!item) return null;
  const href = item.link ? buildHref(item.link, route.lang, linkOptionsFor(boot.config)) : null;
  const dismiss = () => {
    writeStore(DISMISSED_KEY, withDismissed(readStore(DISMISSED_KEY), item.content_id));
    setItem(null);
  };
  return <AnnouncementBar text={item.content} href={href} labels={labels} onDismiss={dismiss} />;
}
