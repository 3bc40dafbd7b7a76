import { createContext, useContext } from 'react';
import { mayDo, type OpsAction, type OpsGrant, refusalText } from '../../engine/ops/access.ts';
import type { TargetName } from '../../engine/ops/targets.ts';

/** The signed-in ops person and their grants, for the parts that offer an action. */
export interface OpsPerson {
  username: string;
  grants: OpsGrant[];
}

export const OpsPersonContext = createContext<OpsPerson>({ username: '', grants: [] });

/** Whether the person may do `action` on `target`, and if not, why (the words the server says too). */
export function useMayDo(action: OpsAction, target: string): { allowed: boolean; why: string } {
  const me = useContext(OpsPersonContext);
  const name = target as TargetName;
  const allowed = mayDo(me.grants, action, name);
  return { allowed, why: allowed ? '' : `${refusalText(me.username, action, name, me.grants)}.` };
}
