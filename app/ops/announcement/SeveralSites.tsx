import { useId, useState } from 'react';
import { siteWord } from '../../../engine/ops/plainWords.ts';
import type { AnnouncementGroupData, GroupMember } from '../../../schemas/api/ops/announcementGroup.ts';
import { SITE_CODES } from '../../../schemas/siteConstants.ts';
import { CheckGroup } from '../form/inputs.tsx';
import type { OpsResult } from '../opsApi.ts';

export type AnnounceOnSites = (sites: readonly string[], item: unknown, message: string) => Promise<OpsResult<AnnouncementGroupData>>;

/** One change of a group in plain words: published, waiting for approval, or scheduled. */
export function memberWords(m: GroupMember): string {
  if (m.state === 'published') return `${m.target}: published${m.publishedVersion === null ? '' : ` as version ${m.publishedVersion}`}`;
  if (m.state === 'pending') return `${m.target}: waiting for another person's approval (change #${m.id})`;
  return `${m.target}: ${m.state} (change #${m.id})`;
}

/**
 * "Also on other sub-sites": the announcement goes to every chosen sub-site's bar in one step, as
 * a change per bar (engine rules per region; UK and EU wait for an approver). The sub-sites that
 * require approval are named before anything is sent.
 */
export function SeveralSites({
  site,
  item,
  ready,
  needsApproval,
  announce,
  onDone,
}: {
  site: string;
  item: unknown;
  /** Why it cannot be sent yet ('' when it can): this announcement's own problems. */
  ready: string;
  needsApproval: (site: string) => boolean;
  announce: AnnounceOnSites;
  onDone: () => void;
}) {
  const id = useId();
  const [others, setOthers] = useState<string[]>([]);
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; lines: string[] } | null>(null);
  const sites = [site, ...others];
  const waiting = sites.filter(needsApproval);
  const why = !others.length
    ? 'Choose the other sub-sites first.'
    : ready || (!message.trim() ? 'Write a message saying what changed and why.' : '');
  const send = async () => {
    setBusy(true);
    setOutcome(null);
    const res = await announce(sites, item, message.trim());
    setBusy(false);
    if (!res.ok) {
      setOutcome({ ok: false, lines: [res.message, ...(res.issues ?? []).map((i) => `${i.file}: ${i.reason}`)] });
      return;
    }
    setOutcome({ ok: true, lines: res.data.changes.map(memberWords) });
    setOthers([]);
    setMessage('');
    onDone();
  };
  return (
    <fieldset className="ops-announcement-sites" data-testid="ops-announcement-sites">
      <legend>Also on other sub-sites</legend>
      <CheckGroup
        legend="Sub-sites"
        options={SITE_CODES.filter((s) => s !== site)}
        value={others}
        optionLabel={siteWord}
        showKey
        onChange={(v) => setOthers(v ?? [])}
        hint={`This announcement is added first to each chosen sub-site's bar and to ${site}'s, each as its own change.`}
      />
      <p className="ops-hint" id={`${id}-approval`}>
        {waiting.length
          ? `${waiting.join(', ')} require a second person's approval: there it is a request; on the others it goes live at once.`
          : 'None of these requires approval: it goes live on all of them at once.'}
      </p>
      <div className="ops-field">
        <label htmlFor={`${id}-msg`}>Message for these changes</label>
        <input id={`${id}-msg`} type="text" maxLength={500} value={message} onChange={(e) => setMessage(e.target.value)} />
      </div>
      <button
        type="button"
        className="btn btn--primary btn--sm"
        disabled={busy || why !== ''}
        aria-describedby={`${id}-why ${id}-approval`}
        onClick={() => void send()}
      >
        {others.length ? `Announce on ${sites.length} sub-sites` : 'Announce on several sub-sites'}
      </button>{' '}
      <span className="ops-hint" id={`${id}-why`}>
        {why}
      </span>
      <div aria-live="polite">
        {outcome ? (
          <div
            className={`ops-outcome ops-outcome--${outcome.ok ? 'ok' : 'error'}`}
            role={outcome.ok ? 'status' : 'alert'}
            data-testid="ops-group-outcome"
          >
            <ul>
              {outcome.lines.map((l) => (
                <li key={l}>{l}</li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
    </fieldset>
  );
}
