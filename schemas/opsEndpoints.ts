import { get, lazy, post } from './endpointTable.ts';

/** The ops console API's prefix; its middleware (ops role only) covers everything below it. */
export const OPS_API = '/api/ops/v1';

const state = () => import('./api/ops/state.ts');
const versions = () => import('./api/ops/versions.ts');
const audit = () => import('./api/ops/audit.ts');
const changes = () => import('./api/ops/changes.ts');
const rollouts = () => Promise.all([import('./rollout.ts'), import('./api/ops/rollouts.ts')]);
const grants = () => import('./api/ops/grants.ts');
const draftLinks = () => import('./api/ops/draftLinks.ts');
const drafts = () => import('./api/ops/drafts.ts');
const rolloutEffect = () => import('./api/ops/rolloutEffect.ts');
const announcementGroups = () => import('./api/ops/announcementGroup.ts');

/**
 * The ops console's endpoints (ops role only), grouped as the server's route files are: what the
 * console (app/ops/opsApi.ts) calls and the server's ops routes serve. The layer's public
 * endpoints are schemas/layerEndpoints.ts; neither the package nor the fragments carry these.
 * Downloads (the audit export, a file's export) declare their query and no JSON answer.
 */
export const OPS_ENDPOINTS = {
  // server/routes/ops.ts: targets, versions, validation, publish, rollback, audit and export.
  opsState: get(`${OPS_API}/state`, { schemas: lazy(() => state().then((m) => ({ response: m.OpsStateResponse }))) }),
  opsVersions: get(`${OPS_API}/targets/:name/versions`, {
    schemas: lazy(() => versions().then((m) => ({ response: m.VersionsResponse }))),
  }),
  opsVersion: get(`${OPS_API}/targets/:name/versions/:version`, {
    schemas: lazy(() => versions().then((m) => ({ response: m.VersionResponse }))),
  }),
  opsValidate: post(`${OPS_API}/targets/:name/validate`, {
    schemas: lazy(() => versions().then((m) => ({ request: m.ValidateRequest, response: m.ValidateResponse }))),
  }),
  opsPublish: post(`${OPS_API}/targets/:name/publish`, {
    schemas: lazy(() => versions().then((m) => ({ request: m.PublishRequest, response: m.PublishedResponse }))),
  }),
  opsRollback: post(`${OPS_API}/targets/:name/rollback`, {
    schemas: lazy(() => versions().then((m) => ({ request: m.RollbackRequest, response: m.PublishedResponse }))),
  }),
  opsAudit: get(`${OPS_API}/audit`, {
    query: { target: undefined as string | undefined, limit: undefined as number | undefined },
    schemas: lazy(() => audit().then((m) => ({ query: m.AuditQuery, response: m.AuditResponse }))),
  }),
  opsAuditExport: get(`${OPS_API}/audit/export`, {
    query: {
      format: 'csv' as 'csv' | 'json',
      target: undefined as string | undefined,
      actor: undefined as string | undefined,
      from: undefined as string | undefined,
      to: undefined as string | undefined,
    },
    schemas: lazy(() => audit().then((m) => ({ query: m.AuditExportQuery }))),
  }),
  opsExport: get(`${OPS_API}/targets/:name/export`, {
    query: { version: undefined as number | undefined },
    schemas: lazy(() => versions().then((m) => ({ query: m.ExportQuery }))),
  }),
  // server/routes/opsChanges.ts: change requests (four-eyes approval) and scheduled publishing.
  opsChanges: get(`${OPS_API}/changes`, {
    query: { target: undefined as string | undefined, all: undefined as 0 | 1 | undefined, limit: undefined as number | undefined },
    schemas: lazy(() => changes().then((m) => ({ query: m.ChangesQuery, response: m.ChangesResponse }))),
  }),
  opsChangeRequest: post(`${OPS_API}/targets/:name/changes`, {
    schemas: lazy(() => changes().then((m) => ({ request: m.ChangeRequest, response: m.ChangeResponse }))),
  }),
  opsChangeApprove: post(`${OPS_API}/changes/:id/approve`, {
    schemas: lazy(() => changes().then((m) => ({ request: m.ApproveRequest, response: m.ChangeResponse }))),
  }),
  opsChangeReject: post(`${OPS_API}/changes/:id/reject`, {
    schemas: lazy(() => changes().then((m) => ({ request: m.RejectRequest, response: m.ChangeResponse }))),
  }),
  opsChangePublish: post(`${OPS_API}/changes/:id/publish`, {
    schemas: lazy(() => versions().then((m) => ({ response: m.PublishedResponse }))),
  }),
  opsChangeSchedule: post(`${OPS_API}/changes/:id/schedule`, {
    schemas: lazy(() => changes().then((m) => ({ request: m.ScheduleRequest, response: m.ChangeResponse }))),
  }),
  opsChangeCancel: post(`${OPS_API}/changes/:id/cancel`, {
    schemas: lazy(() => changes().then((m) => ({ request: m.CancelRequest, response: m.ChangeResponse }))),
  }),
  opsChangeRebase: post(`${OPS_API}/changes/:id/rebase`, {
    schemas: lazy(() => changes().then((m) => ({ response: m.ChangeResponse }))),
  }),
  // server/routes/opsRollouts.ts: an approved change released to a share of visitors, then widened.
  opsRollouts: get(`${OPS_API}/rollouts`, { schemas: lazy(() => rollouts().then(([, m]) => ({ response: m.RolloutsResponse }))) }),
  opsRolloutStart: post(`${OPS_API}/changes/:id/rollout`, {
    schemas: lazy(() => rollouts().then(([b, m]) => ({ request: b.StartRolloutBody, response: m.RolloutResponse }))),
  }),
  // server/routes/opsRolloutDraft.ts: where no approval is needed, a publisher's own draft rolled out at once.
  opsRolloutDraft: post(`${OPS_API}/targets/:name/rollout`, {
    schemas: lazy(() => rollouts().then(([b, m]) => ({ request: b.DraftRolloutBody, response: m.RolloutResponse }))),
  }),
  opsRolloutWiden: post(`${OPS_API}/rollouts/:id/widen`, {
    schemas: lazy(() => rollouts().then(([b, m]) => ({ request: b.WidenRolloutBody, response: m.RolloutResponse }))),
  }),
  // server/routes/opsRolloutEnd.ts: finish (publish the change to everyone) or stop (everyone back on the live version) in one step.
  opsRolloutFinish: post(`${OPS_API}/rollouts/:id/finish`, {
    schemas: lazy(() => rollouts().then(([b, m]) => ({ request: b.FinishRolloutBody, response: m.RolloutFinishedResponse }))),
  }),
  opsRolloutStop: post(`${OPS_API}/rollouts/:id/stop`, {
    schemas: lazy(() => rollouts().then(([b, m]) => ({ request: b.StopRolloutBody, response: m.RolloutStoppedResponse }))),
  }),
  // server/routes/opsRolloutEffect.ts: what a rollout does, per variant.
  opsRolloutEffect: get(`${OPS_API}/rollouts/:id/effect`, {
    schemas: lazy(() => rolloutEffect().then((m) => ({ response: m.RolloutEffectResponse }))),
  }),
  // server/routes/opsGrants.ts: people and their grants, given and taken by an administrator.
  opsPeople: get(`${OPS_API}/people`, { schemas: lazy(() => grants().then((m) => ({ response: m.OpsPeopleResponse }))) }),
  opsGrant: post(`${OPS_API}/people/:username/grants`, {
    schemas: lazy(() => grants().then((m) => ({ request: m.OpsGrantBody, response: m.OpsGrantChangeResponse }))),
  }),
  opsRevoke: post(`${OPS_API}/people/:username/grants/revoke`, {
    schemas: lazy(() => grants().then((m) => ({ request: m.OpsGrantBody, response: m.OpsGrantChangeResponse }))),
  }),
  // server/routes/opsLive.ts: each target's live version, polled by every open console.
  opsLive: get(`${OPS_API}/live`, { schemas: lazy(() => state().then((m) => ({ response: m.LiveHeadsResponse }))) }),
  // server/routes/draftLinks.ts: private preview links of a draft or a change request.
  opsDraftLink: post(`${OPS_API}/targets/:name/draft-links`, {
    schemas: lazy(() => draftLinks().then((m) => ({ request: m.DraftLinkRequest, response: m.DraftLinkIssuedResponse }))),
  }),
  opsChangeDraftLink: post(`${OPS_API}/changes/:id/draft-link`, {
    schemas: lazy(() => draftLinks().then((m) => ({ request: m.ChangeDraftLinkRequest, response: m.DraftLinkIssuedResponse }))),
  }),
  opsDraftLinks: get(`${OPS_API}/draft-links`, {
    query: { target: undefined as string | undefined },
    schemas: lazy(() => draftLinks().then((m) => ({ query: m.DraftLinksQuery, response: m.DraftLinkListResponse }))),
  }),
  opsDraftLinkRevoke: post(`${OPS_API}/draft-links/:id/revoke`, {
    schemas: lazy(() => draftLinks().then((m) => ({ response: m.DraftLinkRevokeResponse }))),
  }),
  // server/routes/opsDrafts.ts: drafts kept on the server, shared by the ops people of a target.
  opsDrafts: get(`${OPS_API}/drafts`, {
    schemas: lazy(() => drafts().then((m) => ({ response: m.OpsDraftListResponse }))),
  }),
  opsDraft: get(`${OPS_API}/targets/:name/draft`, {
    schemas: lazy(() => drafts().then((m) => ({ response: m.OpsDraftResponse }))),
  }),
  opsDraftSave: post(`${OPS_API}/targets/:name/draft`, {
    schemas: lazy(() => drafts().then((m) => ({ request: m.OpsDraftSaveBody, response: m.OpsDraftSavedResponse }))),
  }),
  opsDraftDiscard: post(`${OPS_API}/targets/:name/draft/discard`, {
    schemas: lazy(() => drafts().then((m) => ({ request: m.OpsDraftDiscardBody, response: m.OpsDraftSavedResponse }))),
  }),
  // server/routes/opsAnnouncementGroups.ts: one announcement for several sub-sites, a change each.
  opsAnnouncementGroup: post(`${OPS_API}/announcement-groups`, {
    schemas: lazy(() => announcementGroups().then((m) => ({ request: m.AnnouncementGroupBody, response: m.AnnouncementGroupResponse }))),
  }),
} as const;

export type OpsEndpointName = keyof typeof OPS_ENDPOINTS;
