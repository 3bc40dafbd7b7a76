import { mayDo, type OpsGrant } from './access.ts';
import type { TargetName } from './targets.ts';

/**
 * A change on its way to going live. In a region whose config says
 * `requireApproval` it is a request: another person approves or rejects it, and only an approved
 * change goes live, published by someone whose role covers publishing (as LaunchDarkly and Unleash
 * do: approving and applying are separate steps, so the one who applies it picks the moment and
 * is named for it). Any change may be scheduled; the server publishes it when due. Pure: the
 * server enforces these rules, the console offers only what they allow and says why.
 */
export const CHANGE_STATES = ['pending', 'approved', 'rejected', 'scheduled', 'published', 'cancelled', 'failed', 'superseded'] as const;
export type ChangeState = (typeof CHANGE_STATES)[number];

/** States a change can still leave; the others are its end. */
export const OPEN_STATES: readonly ChangeState[] = ['pending', 'approved', 'scheduled'];

export interface ChangeRecord {
  id: number;
  target: TargetName;
  baseVersion: number;
  message: string;
  requestedBy: string;
  created: number;
  state: ChangeState;
  needsApproval: boolean;
  reviewer: string | null;
  reviewComment: string;
  reviewed: number | null;
  publishAt: number | null;
  scheduledBy: string | null;
  publishedVersion: number | null;
  closedBy: string | null;
  outcome: string;
  /** Shared by the changes made together (one announcement for several sub-sites); null alone. */
  group: string | null;
}

export interface Person {
  username: string;
  grants: readonly OpsGrant[];
}

/** Why `who` may not review (approve or reject) the change, or '' when they may. */
export function reviewRefusal(change: ChangeRecord, who: Person): string {
  if (!change.needsApproval) return `change ${change.id} needs no approval: ${change.target} publishes without one`;
  if (change.state !== 'pending') return `change ${change.id} is ${change.state}, not waiting for approval`;
  if (change.requestedBy === who.username)
    return `nobody approves their own change: change ${change.id} was requested by ${who.username}, so another person whose role covers approving ${change.target} must review it`;
  return '';
}

/** Why the change may not be published now by `who`, or ''. A stale change is refused by the publish itself. */
export function publishRefusal(change: ChangeRecord): string {
  if (change.state === 'approved') return '';
  if (change.state === 'pending') return `change ${change.id} is waiting for approval: it goes live only once another person approves it`;
  if (change.state === 'scheduled') return `change ${change.id} is scheduled; cancel the schedule first to publish it now`;
  return `change ${change.id} is ${change.state}`;
}

/** Who may cancel: the person who asked for it, or anyone whose role covers publishing its target. */
export function cancelRefusal(change: ChangeRecord, who: Person): string {
  if (!OPEN_STATES.includes(change.state)) return `change ${change.id} is ${change.state}: there is nothing to cancel`;
  if (change.requestedBy === who.username || mayDo(who.grants, 'publish', change.target)) return '';
  return `${who.username} may not cancel change ${change.id}: only ${change.requestedBy}, who asked for it, or someone whose role covers publishing ${change.target}`;
}

/** A schedule is at least a minute ahead (so it can still be cancelled) and at most a year. */
export const SCHEDULE_MIN_MS = 60_000;
export const SCHEDULE_MAX_MS = 366 * 24 * 3600_000;
/** The limits in words, stated beside the field before anything is refused. */
export const SCHEDULE_LIMITS = 'at least a minute from now (so it can still be cancelled) and at most a year ahead';

/** A moment in UTC as people read it ("2026-12-01 21:40 UTC"), where the reader's zone is not known. */
export const utcWords = (ms: number) => `${new Date(ms).toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/** Why a change cannot go live at `at`, or ''; `time` says a moment in the reader's words (the console: their own time). */
export function scheduleRefusal(at: number, now: number, time: (ms: number) => string = utcWords): string {
  if (at < now + SCHEDULE_MIN_MS)
    return `the time to go live (${time(at)}) must be at least a minute from now (${time(now)}), so the change can still be cancelled`;
  if (at > now + SCHEDULE_MAX_MS) return `the time to go live (${time(at)}) is more than a year ahead`;
  return '';
}

/** "1 change goes live", "3 changes go live". */
export const changesGoLive = (n: number) => (n === 1 ? '1 change goes live' : `${n} changes go live`);

/** A change made on a version that is no longer live: it must be merged into the live one and asked for again. */
export function isStale(change: Pick<ChangeRecord, 'state' | 'baseVersion'>, liveVersion: number): boolean {
  return OPEN_STATES.includes(change.state) && change.baseVersion !== liveVersion;
}

/** The state in plain words, for the requester and the reviewers. */
export function stateWords(change: ChangeRecord): string {
  switch (change.state) {
    case 'pending':
      return 'waiting for approval';
    case 'approved':
      return change.needsApproval ? `approved by ${change.reviewer}, ready to publish` : 'needs no approval, ready to publish';
    case 'rejected':
      return `rejected by ${change.reviewer}`;
    case 'scheduled':
      return change.needsApproval ? `approved by ${change.reviewer}, scheduled` : 'scheduled';
    case 'published':
      return `published as version ${change.publishedVersion} by ${change.closedBy}`;
    case 'cancelled':
      return `cancelled by ${change.closedBy}`;
    case 'failed':
      return 'could not go live';
    case 'superseded':
      return 'replaced by a newer request (merged into the live version)';
  }
}

/**
 * The open changes, of every region, that wait for `who`: requests they may approve (not their
 * own) and approved ones they may publish. What the console's review inbox lists and counts.
 */
export function waitingFor<C extends ChangeRecord & { stale?: boolean }>(changes: readonly C[], who: Person): C[] {
  return changes.filter((c) =>
    c.state === 'pending'
      ? reviewRefusal(c, who) === '' && mayDo(who.grants, 'approve', c.target)
      : c.state === 'approved' && !c.stale && mayDo(who.grants, 'publish', c.target),
  );
}
