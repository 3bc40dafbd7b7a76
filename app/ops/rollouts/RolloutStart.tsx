import { useId, useState } from 'react';
import { isAnnouncementTarget, REMOTE_MENU } from '../../../engine/ops/targets.ts';
import type { Rollout, RolloutStep } from '../../../schemas/rollout.ts';
import { useMayDo } from '../access.tsx';
import { ConfirmDialog } from '../ConfirmDialog.tsx';
import { rolloutHref } from '../consoleRoute.ts';
import type { OpsResult } from '../opsApi.ts';
import { bothTimes, fromLocalInput } from '../when.ts';
import { isRolloutTarget, rolloutPlace } from './rolloutPlace.ts';
import { ROLLOUT_SHARES } from './rolloutShares.ts';

/** The most later steps a rollout takes (schemas/rollout.ts). */
const MAX_STEPS = 20;

/** A later step as typed: the share and the local time it widens at. */
interface StepInput {
  percent: number;
  when: string;
}

/** The shares a step after `percent` may widen to, 100% (everyone, not yet published) last. */
const widerThan = (percent: number) => [...ROLLOUT_SHARES.filter((p) => p > percent), 100];

/** Why a later step cannot be sent as typed, or '' (each comes later than the one before and widens the share). */
function stepProblem(steps: readonly StepInput[], i: number, first: number, now: number): string {
  const step = steps[i]!;
  const at = fromLocalInput(step.when);
  const before = i === 0 ? undefined : steps[i - 1];
  if (at === undefined) return 'choose a time';
  if (at <= now) return 'choose a time in the future';
  const prevAt = before && fromLocalInput(before.when);
  if (prevAt !== undefined && at <= prevAt) return `choose a time after step ${i}`;
  const prevPercent = before ? before.percent : first;
  if (step.percent <= prevPercent) return `choose a share above ${prevPercent}%`;
  return '';
}

/** What starting says, in plain words: who sees what, and where it is widened or ended. */
export function startWords(target: string, what: string, percent: number): string {
  const place = target === REMOTE_MENU || isAnnouncementTarget(target) ? `the ${rolloutPlace(target)}` : rolloutPlace(target);
  return `${percent}% of visitors of ${place} see ${what}; the others keep the live version. Widen, finish or roll back from Rollouts.`;
}

/**
 * "Release to a share…": a first share and optional later steps chosen in the console's dialog,
 * sent with `send` (an approved change's rollout, or one's own draft's where no approval is
 * needed); a refusal is said in the server's words, and once started the console shows the
 * rollout's card. Offered to whoever publishes the target, for the targets a rollout serves.
 */
export function RolloutStart({
  target,
  what,
  send,
  blocked = '',
  describedBy,
  onStarted,
  testId,
}: {
  target: string;
  /** What is rolled out, as the dialog says it: "change #12", "your draft". */
  what: string;
  send: (percent: number, steps: RolloutStep[]) => Promise<OpsResult<Rollout>>;
  /** Why it cannot start now ('' when it can), besides the role. */
  blocked?: string;
  /** The element that already says `blocked`; without it the reason is said beside the button. */
  describedBy?: string;
  onStarted?: () => void;
  testId: string;
}) {
  const id = useId();
  const may = useMayDo('publish', target);
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [percent, setPercent] = useState<number>(ROLLOUT_SHARES[0]);
  const [steps, setSteps] = useState<StepInput[]>([]);
  const [refusal, setRefusal] = useState<{ text: string; issues: string[] } | null>(null);
  if (!isRolloutTarget(target)) return null;

  const why = may.allowed ? blocked : may.why;
  const now = Date.now();
  const problems = steps.map((_, i) => stepProblem(steps, i, percent, now));
  const last = steps.at(-1)?.percent ?? percent;

  const start = async () => {
    setOpen(false);
    setBusy(true);
    setRefusal(null);
    const res = await send(
      percent,
      steps.map((s) => ({ percent: s.percent, at: fromLocalInput(s.when)! })),
    );
    setBusy(false);
    if (!res.ok) {
      setRefusal({ text: `Not started: ${res.message}`, issues: (res.issues ?? []).map((i) => `${i.path}: ${i.reason}`) });
      return;
    }
    setSteps([]);
    onStarted?.();
    window.location.hash = rolloutHref(res.data.id);
  };

  const setStep = (i: number, next: Partial<StepInput>) => setSteps((all) => all.map((s, j) => (j === i ? { ...s, ...next } : s)));

  return (
    <>
      <button
        type="button"
        className="btn btn--ghost"
        data-testid={testId}
        disabled={busy || why !== ''}
        aria-describedby={why && !describedBy ? `${id}-why` : describedBy}
        onClick={() => setOpen(true)}
      >
        {busy ? 'Releasing…' : 'Release to a share…'}
      </button>
      {why && !describedBy ? (
        <span id={`${id}-why`} className="ops-hint">
          {' '}
          {why}
        </span>
      ) : null}
      <div aria-live="polite">
        {refusal ? (
          <div className="ops-outcome ops-outcome--error" role="alert" data-testid="ops-rollout-start-outcome">
            <p>{refusal.text}</p>
            {refusal.issues.length ? (
              <ul>
                {refusal.issues.map((i) => (
                  <li key={i}>{i}</li>
                ))}
              </ul>
            ) : null}
          </div>
        ) : null}
      </div>
      {open ? (
        <ConfirmDialog
          title={`Release ${what} to a share of ${rolloutPlace(target)}?`}
          confirmLabel={`Release to ${percent}%`}
          confirmDisabled={problems.some((p) => p !== '')}
          onCancel={() => setOpen(false)}
          onConfirm={() => void start()}
        >
          <div className="ops-rollout-start" data-testid="ops-rollout-start">
            <div className="ops-field">
              <label htmlFor={`${id}-share`}>First share</label>
              <select id={`${id}-share`} value={percent} onChange={(e) => setPercent(Number(e.target.value))}>
                {ROLLOUT_SHARES.map((p) => (
                  <option key={p} value={p}>
                    {p}%
                  </option>
                ))}
              </select>
            </div>
            <p data-testid="ops-rollout-start-words">{startWords(target, what, percent)}</p>
            {steps.length ? <h3 className="ops-h3">Later steps</h3> : null}
            <ol className="ops-rollout-steps">
              {steps.map((s, i) => {
                const at = fromLocalInput(s.when);
                const problem = problems[i];
                const n = i + 1;
                return (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a step is its place in the list
                  <li key={i} className="ops-rollout-row">
                    <label htmlFor={`${id}-step${n}`}>Step {n}: widen to</label>
                    <select id={`${id}-step${n}`} value={s.percent} onChange={(e) => setStep(i, { percent: Number(e.target.value) })}>
                      {[...new Set([s.percent, ...widerThan(i === 0 ? percent : steps[i - 1]!.percent)])]
                        .sort((a, b) => a - b)
                        .map((p) => (
                          <option key={p} value={p}>
                            {p}%
                          </option>
                        ))}
                    </select>
                    <label htmlFor={`${id}-at${n}`}>at (your local time)</label>
                    <input
                      id={`${id}-at${n}`}
                      type="datetime-local"
                      value={s.when}
                      aria-invalid={problem ? true : undefined}
                      aria-describedby={`${id}-read${n}`}
                      onChange={(e) => setStep(i, { when: e.target.value })}
                    />
                    <span id={`${id}-read${n}`} className={problem ? 'ops-field-error' : 'ops-hint'}>
                      {problem ? `Step ${n}: ${problem}.` : `Widens to ${s.percent}% ${bothTimes(at!)}, unless widened sooner.`}
                    </span>
                    <button
                      type="button"
                      className="btn btn--ghost btn--sm"
                      onClick={() => setSteps((all) => all.filter((_, j) => j !== i))}
                    >
                      Remove step {n}
                    </button>
                  </li>
                );
              })}
            </ol>
            {last < 100 && steps.length < MAX_STEPS ? (
              <button
                type="button"
                className="btn btn--ghost btn--sm"
                onClick={() => setSteps((all) => [...all, { percent: widerThan(last)[0]!, when: '' }])}
              >
                Add a later step
              </button>
            ) : null}
          </div>
        </ConfirmDialog>
      ) : null}
    </>
  );
}
