import { mayDo, type OpsGrant } from './access.ts';
import type { TargetName } from './targets.ts';

/**
 * Issue 35 items 2 and 3: a change on its way to going live. In a region whose config says
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

/** Why a change cannot go live at `at`, or ''. */
export function scheduleRefusal(at: number, now: number): string {
  if (at < now + SCHEDULE_MIN_MS)
    return `the time to go live (${new Date(at).toISOString()}) must be at least a minute from now (${new Date(now).toISOString()})`;
  if (at > now + SCHEDULE_MAX_MS) return `the time to go live (${new Date(at).toISOString()}) is more than a year ahead`;
  return '';
}

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
      return `approved by ${change.reviewer}, ready to publish`;
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
