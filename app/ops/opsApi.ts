import * as z from 'zod';
import type { Change } from '../../engine/ops/diff.ts';
import type { PathIssue } from '../../engine/ops/jsonPath.ts';
import { ENDPOINTS, type EndpointName, pathOf } from '../../schemas/endpoints.ts';
import type { ApiClient } from '../api/client.ts';

// Every answer of the ops API is validated before the console uses it: a malformed answer becomes
// an error message on screen, never a crash.

export const TargetInfo = z.object({
  name: z.string(),
  kind: z.enum(['region', 'menu']),
  version: z.number().int().min(0),
  author: z.string(),
  created: z.number().nullable(),
  message: z.string(),
  json: z.unknown(),
});
export type TargetInfo = z.infer<typeof TargetInfo>;

const Grant = z.object({ target: z.string(), can: z.enum(['edit', 'publish', 'approve']) });
export const OpsState = z.object({
  user: z.object({ username: z.string(), grants: z.array(Grant).default([]) }),
  targets: z.array(TargetInfo).min(1),
});
export type OpsState = z.infer<typeof OpsState>;

export const VersionInfo = z.object({ version: z.number().int(), author: z.string(), created: z.number().nullable(), message: z.string() });
export type VersionInfo = z.infer<typeof VersionInfo>;

export const AuditEntry = z.object({
  id: z.number(),
  created: z.number(),
  actor: z.string(),
  action: z.enum(['publish', 'rollback', 'refused']),
  target: z.string(),
  version: z.number().nullable(),
  base_version: z.number().nullable(),
  message: z.string(),
  detail: z.record(z.string(), z.unknown()),
});
export type AuditEntry = z.infer<typeof AuditEntry>;

const Issue = z.object({ file: z.string(), path: z.string(), reason: z.string() });
const Envelope = z.object({ code: z.number(), message: z.string(), data: z.unknown() });

export type OpsResult<T> = { ok: true; data: T } | { ok: false; status: number; message: string; issues?: PathIssue[] };

export function opsApi(api: ApiClient) {
  /** One call of the ops API: the method is the endpoint's, `path` the endpoint's path filled in. */
  async function call<S extends z.ZodType>(endpoint: EndpointName, path: string, schema: S, body?: Record<string, unknown>) {
    // A publish or rollback checks every sub-site against the change (and their translations): on a
    // busy server that outlasts a page call's 4 s, and a timeout there would report a publish that did happen as failed.
    const timeout = ENDPOINTS[endpoint].method === 'POST' ? 30_000 : undefined;
    const res = await api.request<unknown>(ENDPOINTS[endpoint].method, path, body ? { body, json: true, timeout } : { timeout });
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
    const data = schema.safeParse(envelope.data.data);
    if (!data.success) return { ok: false, status: res.status, message: `malformed answer from ${path}` } as const;
    return { ok: true, data: data.data as z.output<S> } as const;
  }
  return {
    state: (): Promise<OpsResult<OpsState>> => call('opsState', ENDPOINTS.opsState.path, OpsState),
    labels: (lang: string): Promise<OpsResult<Record<string, string>>> =>
      call('opsLabels', pathOf('opsLabels', { lang }), z.record(z.string(), z.string())),
    versions: (name: string): Promise<OpsResult<{ list: VersionInfo[] }>> =>
      call('opsVersions', pathOf('opsVersions', { name }), z.object({ list: z.array(VersionInfo) })),
    version: (name: string, version: number): Promise<OpsResult<{ version: number; json: unknown }>> =>
      call('opsVersion', pathOf('opsVersion', { name, version }), z.object({ version: z.number(), json: z.unknown() })),
    publish: (name: string, json: unknown, baseVersion: number, message: string): Promise<OpsResult<{ version: number }>> =>
      call('opsPublish', pathOf('opsPublish', { name }), z.object({ version: z.number() }), { json, baseVersion, message }),
    rollback: (name: string, toVersion: number, baseVersion: number): Promise<OpsResult<{ version: number }>> =>
      call('opsRollback', pathOf('opsRollback', { name }), z.object({ version: z.number() }), { toVersion, baseVersion }),
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
export type { Change };
