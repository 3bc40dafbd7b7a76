import * as z from 'zod';
import type { OpsGrant } from '../../engine/ops/access.ts';
import type { PathIssue } from '../../engine/ops/jsonPath.ts';
import type { OpsGrantChangeData, OpsPeopleData } from '../../schemas/api/ops/grants.ts';
import {
  type EndpointSchemas,
  type EndpointSpec,
  fillPath,
  type PathParams,
  type QueryValue,
  type SchemasIn,
  searchOf,
} from '../../schemas/endpointTable.ts';
import { OPS_ENDPOINTS } from '../../schemas/opsEndpoints.ts';
import type { RolloutStep } from '../../schemas/rollout.ts';
import type { SiteCodeName } from '../../schemas/siteConstants.ts';
import type { ApiClient } from '../layer/api/client.ts';

export type { AuditEntry } from '../../schemas/api/ops/audit.ts';
export type { Change, ListedChange } from '../../schemas/api/ops/changes.ts';
export type { DraftLinkIssued as DraftLink } from '../../schemas/api/ops/draftLinks.ts';
export type { LiveHead, OpsState, TargetInfo } from '../../schemas/api/ops/state.ts';
export type { VersionInfo } from '../../schemas/api/ops/versions.ts';

export type OpsPeople = z.output<typeof OpsPeopleData>;
export type OpsGrantChange = z.output<typeof OpsGrantChangeData>;

// Every call goes through the console's table (schemas/opsEndpoints.ts): its method, its path
// filled in, its declared query, its body typed by the request schema, and its answer validated with
// the response schema before the console uses it: a malformed answer becomes an error message on
// screen, never a crash.

type Table = typeof OPS_ENDPOINTS;
/** The endpoints that answer JSON (the downloads are links: auditExportHref, exportHref). */
type JsonEndpoint = {
  [N in keyof Table]: SchemasIn<Table, N> extends { response: z.core.$ZodType } ? N : never;
}[keyof Table];
type ResponseSchema<N extends JsonEndpoint> = SchemasIn<Table, N> extends { response: infer R extends z.core.$ZodType } ? R : never;
/** What an endpoint answers on success: its envelope's `data`. */
type DataOf<N extends JsonEndpoint> = z.output<ResponseSchema<N>> extends { data: infer D } ? D : never;
type ParamsOf<N extends keyof Table> = Record<PathParams<Table[N]['path']>, string | number>;
interface OpsInput<N extends JsonEndpoint> {
  query?: Table[N] extends { query: infer Q } ? { [K in keyof Q]?: QueryValue } : never;
  body?: SchemasIn<Table, N> extends { request: infer R extends z.core.$ZodType } ? z.input<R> : Record<string, never>;
}

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

/** A download's link: the endpoint's path filled in, with its declared query; empty values left out. */
function hrefOf<N extends keyof Table>(name: N, params: ParamsOf<N>, query: Readonly<Record<string, QueryValue>> = {}): string {
  const given = Object.fromEntries(Object.entries(query).map(([k, v]) => [k, v === '' ? undefined : v]));
  return `${fillPath(OPS_ENDPOINTS[name].path, params)}${searchOf(OPS_ENDPOINTS[name] as EndpointSpec, given)}`;
}

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
  /** One call of the ops API, as its entry declares it; the response schema loads while the request is in flight. */
  async function call<N extends JsonEndpoint>(name: N, params: ParamsOf<N>, input: OpsInput<N> = {}): Promise<OpsResult<DataOf<N>>> {
    const entry = OPS_ENDPOINTS[name];
    const path = `${fillPath(entry.path, params)}${searchOf(entry as EndpointSpec, input.query as Record<string, QueryValue> | undefined)}`;
    const schema = (entry.schemas as () => Promise<EndpointSchemas>)().then(
      (s) => s.response,
      () => undefined,
    );
    const body = input.body as Record<string, unknown> | undefined;
    const res = await api.request<unknown>(
      entry.method,
      path,
      body ? { body, json: true, timeout: OPS_TIMEOUT_MS } : { timeout: OPS_TIMEOUT_MS },
    );
    const envelope = Envelope.safeParse(res.data);
    if (res.status === 0) return { ok: false, status: 0, message: 'the server did not answer (network error or timeout)' };
    if (!envelope.success) return { ok: false, status: res.status, message: `unexpected answer (HTTP ${res.status})` };
    if (!res.ok) {
      const issues = z.object({ issues: z.array(Issue) }).safeParse(envelope.data.data);
      return { ok: false, status: res.status, message: envelope.data.message, issues: issues.success ? issues.data.issues : undefined };
    }
    const response = await schema;
    // z.safeParse: the schemas are classic zod around the zod/mini envelope (schemas/api/).
    const data = response && z.safeParse(response, res.data);
    if (!data?.success) return { ok: false, status: res.status, message: `malformed answer from ${path}` };
    return { ok: true, data: (data.data as { data: DataOf<N> }).data };
  }
  return {
    activity: activity as Readonly<OpsActivity>,
    state: () => tracked(() => call('opsState', {})),
    live: () => call('opsLive', {}),
    /** Grants management (administrators only): people and their grants, give, take. */
    people: () => call('opsPeople', {}),
    grant: (username: string, grant: OpsGrant) => call('opsGrant', { username }, { body: { ...grant } }),
    revoke: (username: string, grant: OpsGrant) => call('opsRevoke', { username }, { body: { ...grant } }),
    versions: (name: string) => call('opsVersions', { name }),
    version: (name: string, version: number) => call('opsVersion', { name, version }),
    publish: (name: string, json: unknown, baseVersion: number, message: string) =>
      tracked(() => call('opsPublish', { name }, { body: { json, baseVersion, message } })),
    rollback: (name: string, toVersion: number, baseVersion: number) =>
      tracked(() => call('opsRollback', { name }, { body: { toVersion, baseVersion } })),
    /** The changes of a target waiting to go live, and the latest closed ones. */
    changes: (target: string) => call('opsChanges', {}, { query: { target, all: 1, limit: 20 } }),
    /** The open changes of every target (the review inbox). */
    openChanges: () => call('opsChanges', {}, { query: { limit: 100 } }),
    requestChange: (name: string, json: unknown, baseVersion: number, message: string, publishAt?: number) =>
      call('opsChangeRequest', { name }, { body: { json, baseVersion, message, ...(publishAt === undefined ? {} : { publishAt }) } }),
    approve: (id: number, comment: string) => call('opsChangeApprove', { id }, { body: { comment } }),
    reject: (id: number, comment: string) => call('opsChangeReject', { id }, { body: { comment } }),
    publishChange: (id: number) => tracked(() => call('opsChangePublish', { id }, { body: {} })),
    scheduleChange: (id: number, publishAt: number) => call('opsChangeSchedule', { id }, { body: { publishAt } }),
    cancelChange: (id: number, comment = '') => call('opsChangeCancel', { id }, { body: { comment } }),
    rebaseChange: (id: number) => call('opsChangeRebase', { id }, { body: {} }),
    /** A private preview link of the console's draft of a region file, or of a change request. */
    draftLink: (name: string, json: unknown, baseVersion: number) => call('opsDraftLink', { name }, { body: { json, baseVersion } }),
    changeDraftLink: (id: number) => call('opsChangeDraftLink', { id }, { body: {} }),
    revokeDraftLink: (id: number) => call('opsDraftLinkRevoke', { id }, { body: {} }),
    /** Rollouts: the list, one's measured effect, and widening, finishing or rolling one back. */
    rollouts: () => call('opsRollouts', {}),
    /** Starts a rollout of an approved change, or (where no approval is needed) of one's own draft, made a change in the same step. */
    startRollout: (id: number, percent: number, steps: RolloutStep[]) =>
      tracked(() => call('opsRolloutStart', { id }, { body: { percent, steps } })),
    rolloutDraft: (name: string, json: unknown, baseVersion: number, message: string, percent: number, steps: RolloutStep[]) =>
      tracked(() => call('opsRolloutDraft', { name }, { body: { json, baseVersion, message, percent, steps } })),
    rolloutEffect: (id: number) => call('opsRolloutEffect', { id }),
    widenRollout: (id: number, percent: number) => tracked(() => call('opsRolloutWiden', { id }, { body: { percent } })),
    finishRollout: (id: number) => tracked(() => call('opsRolloutFinish', { id }, { body: {} })),
    stopRollout: (id: number, reason: string) => tracked(() => call('opsRolloutStop', { id }, { body: { reason } })),
    /** One announcement for several sub-sites: a change for each, under each one's approval rules (the server checks the codes). */
    announceOnSites: (sites: readonly string[], item: unknown, message: string) =>
      tracked(() => call('opsAnnouncementGroup', {}, { body: { sites: [...sites] as SiteCodeName[], item, message } })),
    /** The draft of a target kept on the server (shared by its ops people), or null. */
    sharedDraft: (name: string) => call('opsDraft', { name }),
    saveSharedDraft: (name: string, text: string, baseVersion: number, revision: number) =>
      call('opsDraftSave', { name }, { body: { text, baseVersion, revision } }),
    discardSharedDraft: (name: string, revision: number) => call('opsDraftDiscard', { name }, { body: { revision } }),
    audit: (target: string) => call('opsAudit', {}, { query: { target, limit: 50 } }),
    /** The audit log as a download (CSV or JSON), narrowed as the server's export allows. */
    auditExportHref: (format: 'csv' | 'json', filter: { target?: string; actor?: string; from?: string; to?: string } = {}) =>
      hrefOf('opsAuditExport', {}, { format, ...filter }),
    exportHref: (name: string, version?: number) => hrefOf('opsExport', { name }, { version }),
  };
}
export type OpsApi = ReturnType<typeof opsApi>;
