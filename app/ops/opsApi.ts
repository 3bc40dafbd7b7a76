import * as z from 'zod';
import { OPS_ACTIONS, type OpsGrant } from '../../engine/ops/access.ts';
import { CHANGE_STATES } from '../../engine/ops/changes.ts';
import type { PathIssue } from '../../engine/ops/jsonPath.ts';
import { TARGETS } from '../../engine/ops/targets.ts';
import { OpsGrantChangeData, OpsPeopleData } from '../../schemas/api/opsGrants.ts';
import { RolloutEffect } from '../../schemas/api/rolloutEffect.ts';
import { RolloutList } from '../../schemas/api/rollouts.ts';
import { ENDPOINTS, type EndpointName, pathOf } from '../../schemas/endpoints.ts';
import type { ApiClient } from '../layer/api/client.ts';

export type OpsPeople = z.output<typeof OpsPeopleData>;
export type OpsGrantChange = z.output<typeof OpsGrantChangeData>;

// Every answer of the ops API is validated before the console uses it: a malformed answer becomes
// an error message on screen, never a crash.

export const TargetInfo = z.object({
  name: z.string(),
  kind: z.enum(['region', 'menu', 'announcement']),
  version: z.number().int().min(0),
  author: z.string(),
  created: z.number().nullable(),
  message: z.string(),
  json: z.unknown(),
  /** Its region config says requireApproval: changes are requested and approved by another person. */
  needsApproval: z.boolean().default(false),
});
export type TargetInfo = z.infer<typeof TargetInfo>;

const Grant = z.object({ target: z.string(), can: z.enum(OPS_ACTIONS) });
export const OpsState = z.object({
  user: z.object({ username: z.string(), grants: z.array(Grant).default([]) }),
  targets: z.array(TargetInfo).min(1),
});
export type OpsState = z.infer<typeof OpsState>;

/** A target's live version without its content: what every open console polls. */
export const LiveHead = z.object({
  name: z.string(),
  version: z.number().int().min(0),
  author: z.string(),
  created: z.number().nullable(),
});
export type LiveHead = z.infer<typeof LiveHead>;

export const VersionInfo = z.object({ version: z.number().int(), author: z.string(), created: z.number().nullable(), message: z.string() });
export type VersionInfo = z.infer<typeof VersionInfo>;

export const AuditEntry = z.object({
  id: z.number(),
  created: z.number(),
  actor: z.string(),
  action: z.enum([
    'publish',
    'rollback',
    'refused',
    'request',
    'approve',
    'reject',
    'schedule',
    'cancel',
    'draft-link',
    'revoke-link',
    'grant',
    'revoke',
    'rollout',
    'widen',
    'finish',
    'stop',
  ]),
  target: z.string(),
  version: z.number().nullable(),
  base_version: z.number().nullable(),
  message: z.string(),
  detail: z.record(z.string(), z.unknown()),
});
export type AuditEntry = z.infer<typeof AuditEntry>;

export const Change = z.object({
  id: z.number().int(),
  target: z.enum(TARGETS),
  baseVersion: z.number().int(),
  message: z.string(),
  requestedBy: z.string(),
  created: z.number(),
  state: z.enum(CHANGE_STATES),
  needsApproval: z.boolean(),
  reviewer: z.string().nullable(),
  reviewComment: z.string(),
  reviewed: z.number().nullable(),
  publishAt: z.number().nullable(),
  scheduledBy: z.string().nullable(),
  publishedVersion: z.number().nullable(),
  closedBy: z.string().nullable(),
  outcome: z.string(),
});
export type Change = z.infer<typeof Change>;
const ListedChange = Change.extend({ json: z.unknown(), liveVersion: z.number().int(), stale: z.boolean() });
export type ListedChange = z.infer<typeof ListedChange>;

/** A draft link just made: `path` holds its token, shown once. */
export const DraftLink = z.object({
  id: z.number().int(),
  target: z.string(),
  changeId: z.number().int().nullable(),
  expires: z.number(),
  subject: z.string(),
  path: z.string().startsWith('/draft/'),
});
export type DraftLink = z.infer<typeof DraftLink>;

const Issue = z.object({ file: z.string(), path: z.string(), reason: z.string() });
const Envelope = z.object({ code: z.number(), message: z.string(), data: z.unknown() });

export type OpsResult<T> = { ok: true; data: T } | { ok: false; status: number; message: string; issues?: PathIssue[] };

/**
 * Calls that change or reload what the console shows, counted so a poll of the live versions
 * that overlapped one is not read as someone else's publish (useLiveVersions).
 */
export interface OpsActivity {
  inFlight: number;
  /** Bumped when such a call starts and when it ends. */
  epoch: number;
}

/**
 * The console waits longer than the site's 4 s: a publish validates every region file on the
 * server, and on a busy server "no answer" for a publish that went through would mislead.
 */
const OPS_TIMEOUT_MS = 30_000;

export function opsApi(api: ApiClient) {
  const activity: OpsActivity = { inFlight: 0, epoch: 0 };
  const tracked = async <T>(run: () => Promise<T>): Promise<T> => {
    activity.inFlight++;
    activity.epoch++;
    try {
      return await run();
    } finally {
      activity.inFlight--;
      activity.epoch++;
    }
  };
  /** One call of the ops API: the method is the endpoint's, `path` the endpoint's path filled in. */
  async function call<S extends z.core.$ZodType>(endpoint: EndpointName, path: string, schema: S, body?: Record<string, unknown>) {
    const res = await api.request<unknown>(
      ENDPOINTS[endpoint].method,
      path,
      body ? { body, json: true, timeout: OPS_TIMEOUT_MS } : { timeout: OPS_TIMEOUT_MS },
    );
    const envelope = Envelope.safeParse(res.data);
    if (res.status === 0) return { ok: false, status: 0, message: 'the server did not answer (network error or timeout)' } as const;
    if (!envelope.success) return { ok: false, status: res.status, message: `unexpected answer (HTTP ${res.status})` } as const;
    if (!res.ok) {
      const issues = z.object({ issues: z.array(Issue) }).safeParse(envelope.data.data);
      return {
        ok: false,
        status: res.status,
        message: envelope.data.message,
        issues: issues.success ? issues.data.issues : undefined,
      } as const;
    }
    // z.safeParse: the schema may be zod/mini too (schemas/api/, shared with the server).
    const data = z.safeParse(schema, envelope.data.data);
    if (!data.success) return { ok: false, status: res.status, message: `malformed answer from ${path}` } as const;
    return { ok: true, data: data.data as z.output<S> } as const;
  }
  return {
    activity: activity as Readonly<OpsActivity>,
    state: (): Promise<OpsResult<OpsState>> => tracked(() => call('opsState', ENDPOINTS.opsState.path, OpsState)),
    live: (): Promise<OpsResult<{ list: LiveHead[] }>> => call('opsLive', ENDPOINTS.opsLive.path, z.object({ list: z.array(LiveHead) })),
    /** Grants management (administrators only): people and their grants, give, take. */
    people: (): Promise<OpsResult<OpsPeople>> => call('opsPeople', ENDPOINTS.opsPeople.path, OpsPeopleData),
    grant: (username: string, grant: OpsGrant): Promise<OpsResult<OpsGrantChange>> =>
      call('opsGrant', pathOf('opsGrant', { username }), OpsGrantChangeData, { ...grant }),
    revoke: (username: string, grant: OpsGrant): Promise<OpsResult<OpsGrantChange>> =>
      call('opsRevoke', pathOf('opsRevoke', { username }), OpsGrantChangeData, { ...grant }),
    versions: (name: string): Promise<OpsResult<{ list: VersionInfo[] }>> =>
      call('opsVersions', pathOf('opsVersions', { name }), z.object({ list: z.array(VersionInfo) })),
    version: (name: string, version: number): Promise<OpsResult<{ version: number; json: unknown }>> =>
      call('opsVersion', pathOf('opsVersion', { name, version }), z.object({ version: z.number(), json: z.unknown() })),
    publish: (name: string, json: unknown, baseVersion: number, message: string): Promise<OpsResult<{ version: number }>> =>
      tracked(() => call('opsPublish', pathOf('opsPublish', { name }), z.object({ version: z.number() }), { json, baseVersion, message })),
    rollback: (name: string, toVersion: number, baseVersion: number): Promise<OpsResult<{ version: number }>> =>
      tracked(() => call('opsRollback', pathOf('opsRollback', { name }), z.object({ version: z.number() }), { toVersion, baseVersion })),
    /** The changes of a target waiting to go live, and the latest closed ones. */
    changes: (target: string): Promise<OpsResult<{ list: ListedChange[] }>> =>
      call(
        'opsChanges',
        `${ENDPOINTS.opsChanges.path}?target=${encodeURIComponent(target)}&all=1&limit=20`,
        z.object({ list: z.array(ListedChange) }),
      ),
    /** The open changes of every target (the review inbox). */
    openChanges: (): Promise<OpsResult<{ list: ListedChange[] }>> =>
      call('opsChanges', `${ENDPOINTS.opsChanges.path}?limit=100`, z.object({ list: z.array(ListedChange) })),
    requestChange: (name: string, json: unknown, baseVersion: number, message: string, publishAt?: number): Promise<OpsResult<Change>> =>
      call('opsChangeRequest', pathOf('opsChangeRequest', { name }), Change, {
        json,
        baseVersion,
        message,
        ...(publishAt === undefined ? {} : { publishAt }),
      }),
    approve: (id: number, comment: string): Promise<OpsResult<Change>> =>
      call('opsChangeApprove', pathOf('opsChangeApprove', { id }), Change, { comment }),
    reject: (id: number, comment: string): Promise<OpsResult<Change>> =>
      call('opsChangeReject', pathOf('opsChangeReject', { id }), Change, { comment }),
    publishChange: (id: number): Promise<OpsResult<{ version: number }>> =>
      tracked(() => call('opsChangePublish', pathOf('opsChangePublish', { id }), z.object({ version: z.number() }), {})),
    scheduleChange: (id: number, publishAt: number): Promise<OpsResult<Change>> =>
      call('opsChangeSchedule', pathOf('opsChangeSchedule', { id }), Change, { publishAt }),
    cancelChange: (id: number, comment = ''): Promise<OpsResult<Change>> =>
      call('opsChangeCancel', pathOf('opsChangeCancel', { id }), Change, { comment }),
    rebaseChange: (id: number): Promise<OpsResult<Change>> => call('opsChangeRebase', pathOf('opsChangeRebase', { id }), Change, {}),
    /** A private preview link of the console's draft of a region file, or of a change request. */
    draftLink: (name: string, json: unknown, baseVersion: number): Promise<OpsResult<DraftLink>> =>
      call('opsDraftLink', pathOf('opsDraftLink', { name }), DraftLink, { json, baseVersion }),
    changeDraftLink: (id: number): Promise<OpsResult<DraftLink>> =>
      call('opsChangeDraftLink', pathOf('opsChangeDraftLink', { id }), DraftLink, {}),
    revokeDraftLink: (id: number): Promise<OpsResult<{ id: number }>> =>
      call('opsDraftLinkRevoke', pathOf('opsDraftLinkRevoke', { id }), z.object({ id: z.number() }), {}),
    /** Rollouts: the list, one's measured effect, and widening, finishing or rolling one back. */
    rollouts: () => call('opsRollouts', ENDPOINTS.opsRollouts.path, RolloutList),
    rolloutEffect: (id: number) => call('opsRolloutEffect', pathOf('opsRolloutEffect', { id }), RolloutEffect),
    widenRollout: (id: number, percent: number) =>
      tracked(() => call('opsRolloutWiden', pathOf('opsRolloutWiden', { id }), z.object({ percent: z.number() }), { percent })),
    finishRollout: (id: number) =>
      tracked(() => call('opsRolloutFinish', pathOf('opsRolloutFinish', { id }), z.object({ version: z.number() }), {})),
    stopRollout: (id: number, reason: string) =>
      tracked(() => call('opsRolloutStop', pathOf('opsRolloutStop', { id }), z.object({ state: z.string() }), { reason })),
    audit: (target: string): Promise<OpsResult<{ list: AuditEntry[] }>> =>
      call('opsAudit', `${ENDPOINTS.opsAudit.path}?target=${encodeURIComponent(target)}&limit=50`, z.object({ list: z.array(AuditEntry) })),
    /** The audit log as a download (CSV or JSON), narrowed as the server's export allows. */
    auditExportHref: (format: 'csv' | 'json', filter: { target?: string; actor?: string; from?: string; to?: string } = {}) => {
      const query = new URLSearchParams({ format });
      for (const [k, v] of Object.entries(filter)) if (v) query.set(k, v);
      return `${ENDPOINTS.opsAuditExport.path}?${query}`;
    },
    exportHref: (name: string, version?: number) => `${pathOf('opsExport', { name })}${version === undefined ? '' : `?version=${version}`}`,
  };
}
export type OpsApi = ReturnType<typeof opsApi>;
