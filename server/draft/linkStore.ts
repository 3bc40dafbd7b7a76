import { randomBytes } from 'node:crypto';
import type { DraftLinkRecord } from '../../engine/ops/draftLinks.ts';
import { tokenHash } from '../auth/sessions.ts';
import type { Queryable } from '../db/types.ts';

/** A draft link as stored (server/db/migrations/038_ops_draft_links.sql), with a console draft's content. */
export interface StoredDraftLink extends DraftLinkRecord {
  json: unknown;
}

interface Row {
  id: number;
  target: string;
  change_id: number | null;
  base_version: number;
  json: unknown;
  created_by: string;
  created: string | number;
  expires: string | number;
  revoked: string | number | null;
  revoked_by: string | null;
}

const COLUMNS = `id::int AS id, target, change_id::int AS change_id, base_version::int AS base_version, json, created_by, created,
  expires, revoked, revoked_by`;

function fromRow(r: Row): StoredDraftLink {
  return {
    id: r.id,
    target: r.target,
    changeId: r.change_id,
    baseVersion: r.base_version,
    json: typeof r.json === 'string' ? JSON.parse(r.json) : r.json,
    createdBy: r.created_by,
    created: Number(r.created),
    expires: Number(r.expires),
    revoked: r.revoked === null ? null : Number(r.revoked),
    revokedBy: r.revoked_by,
  };
}

/** Tokens are 32 random bytes (base64url, 43 characters): unguessable, and only their hash is kept. */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export interface NewDraftLink {
  target: string;
  changeId: number | null;
  baseVersion: number;
  json: unknown;
  createdBy: string;
  now: number;
  expires: number;
}

/** Stores a new link and returns it with its token (the only time the token exists outside the link). */
export async function issueDraftLink(db: Queryable, link: NewDraftLink): Promise<{ token: string; link: StoredDraftLink }> {
  const token = randomBytes(32).toString('base64url');
  const rows = await db.query<Row>(
    `INSERT INTO ops_draft_links (token_hash, target, change_id, base_version, json, created_by, created, expires)
     VALUES ($1, $2, $3, $4, $5::json, $6, $7, $8) RETURNING ${COLUMNS}`,
    [
      tokenHash(token),
      link.target,
      link.changeId,
      link.baseVersion,
      link.json === null ? null : JSON.stringify(link.json),
      link.createdBy,
      link.now,
      link.expires,
    ],
  );
  return { token, link: fromRow(rows[0]!) };
}

/** The link a token opens, or null (unknown token; a malformed one is never looked up). */
export async function findDraftLink(db: Queryable, token: string): Promise<StoredDraftLink | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
  const rows = await db.query<Row>(`SELECT ${COLUMNS} FROM ops_draft_links WHERE token_hash = $1`, [tokenHash(token)]);
  return rows[0] ? fromRow(rows[0]) : null;
}

export async function getDraftLink(db: Queryable, id: number): Promise<StoredDraftLink | null> {
  const rows = await db.query<Row>(`SELECT ${COLUMNS} FROM ops_draft_links WHERE id = $1`, [id]);
  return rows[0] ? fromRow(rows[0]) : null;
}

/** The links of a target (or all) still neither revoked nor expired, newest first, without content. */
export async function listDraftLinks(db: Queryable, targets: readonly string[], now: number): Promise<DraftLinkRecord[]> {
  const rows = await db.query<Row>(
    `SELECT ${COLUMNS} FROM ops_draft_links WHERE target = ANY($1::text[]) AND revoked IS NULL AND expires > $2
       ORDER BY id DESC LIMIT 100`,
    [targets, now],
  );
  return rows.map((r) => {
    const { json: _json, ...link } = fromRow({ ...r, json: null });
    return link;
  });
}

/** Revokes a link; false when it was revoked already. */
export async function revokeDraftLink(db: Queryable, id: number, by: string, now: number): Promise<boolean> {
  const rows = await db.query('UPDATE ops_draft_links SET revoked = $2, revoked_by = $3 WHERE id = $1 AND revoked IS NULL RETURNING id', [
    id,
    now,
    by,
  ]);
  return rows.length === 1;
}
