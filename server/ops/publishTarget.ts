import { approvalSites } from '../../engine/ops/approvalSites.ts';
import { diffJson } from '../../engine/ops/diff.ts';
import { boundsIssues } from '../../engine/ops/jsonBounds.ts';
import type { PathIssue } from '../../engine/ops/jsonPath.ts';
import { isAnnouncementTarget, REMOTE_MENU, regionOfTarget, type TargetName } from '../../engine/ops/targets.ts';
import { validateRegionDraft, validateRemoteMenuDraft } from '../../engine/ops/validateDraft.ts';
import type { SiteCode } from '../../schemas/site.ts';
import type { Deps } from '../appDeps.ts';
import type { Queryable } from '../db/types.ts';
import { publishes } from '../metrics.ts';
import { forgetMenuVersion, latestMenu } from '../remoteMenu.ts';
import { announcementDraftIssues, liveAnnouncementTarget } from './announcementTargets.ts';
import { writeAudit } from './audit.ts';
import { configStoreFor } from './configStore.ts';
import { latestVersion, type PublishInput, publishIn, StaleVersionError } from './versions.ts';

type OpsDeps = Pick<Deps, 'db' | 'configs'>;

/** The live content of a target and its version, fresh from the database. */
export async function liveOf(deps: OpsDeps, name: TargetName): Promise<{ json: unknown; version: number }> {
  if (name === REMOTE_MENU) {
    const { version, menu } = await latestMenu(deps.db);
    return { json: menu, version };
  }
  const store = await configStoreFor(deps);
  await store.refresh();
  if (isAnnouncementTarget(name)) return liveAnnouncementTarget(store, name);
  const file = store.live[name];
  return { json: file?.json ?? {}, version: file?.version ?? 0 };
}

/** What is wrong with a draft of a target, resolved against the other files as they are live. */
export async function issuesOf(deps: OpsDeps, name: TargetName, json: unknown): Promise<PathIssue[]> {
  if (name === REMOTE_MENU) return validateRemoteMenuDraft(json);
  const store = await configStoreFor(deps);
  await store.refresh();
  if (isAnnouncementTarget(name)) return announcementDraftIssues(store, name, json);
  return validateRegionDraft(name, json, store.files());
}

/**
 * A draft as a change request, a draft link and a rollout of one's own take it: its problems when
 * it is not valid, else the live file it was made on; made on an older version, StaleVersionError.
 */
export async function draftOnLive(
  deps: OpsDeps,
  name: TargetName,
  json: unknown,
  baseVersion: number,
): Promise<{ issues: PathIssue[]; live?: undefined } | { issues?: undefined; live: { json: unknown; version: number } }> {
  const issues = await issuesOf(deps, name, json);
  if (issues.length) return { issues };
  const live = await liveOf(deps, name);
  if (live.version !== baseVersion) throw new StaleVersionError(baseVersion, await latestVersion(deps.db, name));
  return { live };
}

/**
 * Whether publishing a target needs a second person's approval: its live file, as
 * resolved, says `requireApproval`. What is live decides, so turning approval off is itself a
 * change that needs approval. The remote menu has no region config: it publishes without one. A
 * region's announcement bar follows its region.
 */
export async function needsApproval(deps: OpsDeps, name: TargetName): Promise<boolean> {
  if (name === REMOTE_MENU) return false;
  if (isAnnouncementTarget(name)) {
    const region = regionOfTarget(name);
    return region !== undefined && needsApproval(deps, region);
  }
  const store = await configStoreFor(deps);
  await store.refresh();
  if (name in deps.configs) return deps.configs[name as keyof typeof deps.configs].requireApproval === true;
  const own = store.live[name]?.json;
  return typeof own === 'object' && own !== null && !Array.isArray(own) && own.requireApproval === true;
}

/**
 * The regions whose approval publishing `json` as `name` needs (engine/ops/approvalSites.ts): a
 * shared file asks for every `requireApproval` region whose resolved config it changes. An
 * announcement bar follows its region; a draft past the size bounds (refused as invalid anyway)
 * is not resolved, and asks what its own file asks.
 */
export async function approvalsFor(deps: OpsDeps, name: TargetName, json: unknown): Promise<SiteCode[]> {
  if (name === REMOTE_MENU || isAnnouncementTarget(name) || boundsIssues(name, json).length) {
    const region = regionOfTarget(name);
    return region !== undefined && (await needsApproval(deps, name)) ? [region] : [];
  }
  const store = await configStoreFor(deps);
  await store.refresh();
  return approvalSites(name, json, store.files());
}

/** Why a publish waits for approval, in plain words. */
export function approvalReason(name: TargetName, regions: readonly SiteCode[]): string {
  const own = regions.length === 1 && regions[0] === regionOfTarget(name);
  const whose = own
    ? `${name} needs a second person's approval (its region config says requireApproval)`
    : `this change to ${name} alters ${regions.join(', ')}, whose region configs say requireApproval, so it needs a second person's approval`;
  return `${whose}: request the change instead, and publish it once someone else has approved it`;
}

export type PublishOutcome =
  | { kind: 'published'; version: number }
  | { kind: 'invalid'; issues: PathIssue[] }
  | { kind: 'stale'; error: StaleVersionError }
  /** `claim` found the change gone: another instance published or someone cancelled it. */
  | { kind: 'taken' };

export interface PublishHooks {
  /** First in the transaction: takes what is published (a scheduled change), false when it is gone. */
  claim?: (tx: Queryable) => Promise<boolean>;
  /** Last in the transaction: records the outcome (on the change that was published). */
  settle?: (tx: Queryable, outcome: PublishOutcome) => Promise<void>;
}

/** A publish whose reads are done: what validation said and the live content it replaces. */
export interface CheckedPublish {
  input: PublishInput;
  issues: PathIssue[];
  before: { json: unknown; version: number } | undefined;
}

/**
 * The reads a publish needs, done before its transaction: PGlite has one connection, and a query
 * outside the transaction would wait for it to end.
 */
export async function checkPublish(deps: OpsDeps, input: PublishInput): Promise<CheckedPublish> {
  const issues = await issuesOf(deps, input.name, input.json);
  return { input, issues, before: issues.length ? undefined : await liveOf(deps, input.name) };
}

/**
 * Publishes a checked draft inside a transaction the caller holds, with the claim and the record
 * of the outcome; a refusal (invalid, stale) is audited in it too. Several can share one
 * transaction; the caller runs afterPublish once it has committed.
 */
export async function publishCheckedIn(tx: Queryable, checked: CheckedPublish, hooks: PublishHooks = {}): Promise<PublishOutcome> {
  const { input, issues, before } = checked;
  if (hooks.claim && !(await hooks.claim(tx))) return { kind: 'taken' };
  const refuse = (reason: string) =>
    writeAudit(tx, {
      created: input.now,
      actor: input.author,
      action: 'refused',
      target: input.name,
      version: null,
      base_version: input.baseVersion,
      message: input.message,
      detail: { ...input.detail, reason },
    });
  let result: PublishOutcome;
  if (!before) {
    publishes.inc({ action: input.action, outcome: 'invalid' });
    await refuse(`invalid: ${issues[0]!.path}: ${issues[0]!.reason}`);
    result = { kind: 'invalid', issues };
  } else {
    try {
      const changes = diffJson(before.json, input.json).length;
      const version = await publishIn(tx, { ...input, detail: { ...input.detail, changes } });
      publishes.inc({ action: input.action, outcome: 'published' });
      result = { kind: 'published', version };
    } catch (e) {
      if (!(e instanceof StaleVersionError)) throw e;
      publishes.inc({ action: input.action, outcome: 'stale' });
      await refuse(e.message);
      result = { kind: 'stale', error: e };
    }
  }
  await hooks.settle?.(tx, result);
  return result;
}

/** After the commit: this instance serves the new version at once; the others see the new number on their next request. */
export async function afterPublish(deps: OpsDeps, name: TargetName, outcome: PublishOutcome): Promise<void> {
  if (outcome.kind !== 'published') return;
  if (name === REMOTE_MENU) forgetMenuVersion(deps.db);
  else await (await configStoreFor(deps)).refresh(true);
}

/**
 * Validates, then publishes in one transaction of its own (publishCheckedIn). Shared by the
 * console's publish, an approved change and the scheduler.
 */
export async function publishChecked(deps: OpsDeps, input: PublishInput, hooks: PublishHooks = {}): Promise<PublishOutcome> {
  const checked = await checkPublish(deps, input);
  const outcome = await deps.db.transaction((tx) => publishCheckedIn(tx, checked, hooks));
  await afterPublish(deps, input.name, outcome);
  return outcome;
}
