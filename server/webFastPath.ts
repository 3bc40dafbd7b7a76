import { type Decide, type ListAnswer, listRequestFrom } from './listRequest.ts';
import { asBody } from './snapshots.ts';

/** A fast path for a web Request: what createApp puts ahead of the chain (app.fetch, app.request). */
export function webFastPath(decide: Decide): (request: Request) => Response | undefined | Promise<Response | undefined> {
  const toResponse = (a: ListAnswer | undefined) =>
    a && new Response(a.body && asBody(a.body), { status: a.status, headers: a.headers.record });
  return (request) => {
    const decided = decide(listRequestFrom(request));
    return decided instanceof Promise ? decided.then(toResponse) : toResponse(decided);
  };
}
