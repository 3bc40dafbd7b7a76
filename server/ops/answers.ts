import type { Context } from 'hono';
import type { PathIssue } from '../../engine/ops/jsonPath.ts';
import type { TargetName } from '../../engine/ops/targets.ts';
import type { AppEnv } from '../appDeps.ts';
import { HttpError, ok } from '../http.ts';
import type { PublishOutcome } from './publishTarget.ts';

/** 400 with every issue, the first in the message. */
export function invalid(c: Context<AppEnv>, issues: PathIssue[]) {
  const first = issues[0]!;
  const message = `invalid ${first.file}: ${first.path}: ${first.reason}${issues.length > 1 ? ` (and ${issues.length - 1} more)` : ''}`;
  return c.json({ code: 400, message, data: { issues } }, 400);
}

/** The answer to a publish that was refused (invalid or stale), or the new version. */
export function publishAnswer(c: Context<AppEnv>, name: TargetName, outcome: PublishOutcome) {
  switch (outcome.kind) {
    case 'published':
      return ok(c, { version: outcome.version, target: name });
    case 'invalid':
      return invalid(c, outcome.issues);
    case 'stale':
      return c.json({ code: 409, message: outcome.error.message, data: { current: outcome.error.current } }, 409);
    case 'taken':
      throw new HttpError(409, 'this change was published or cancelled meanwhile');
  }
}
