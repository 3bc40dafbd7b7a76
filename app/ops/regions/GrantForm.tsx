import { useState } from 'react';
import { ALL_TARGETS, OPS_ACTIONS, type OpsAction, type OpsGrant } from '../../../engine/ops/access.ts';
import { mayManage } from '../../../engine/ops/grantRules.ts';
import { TARGETS } from '../../../engine/ops/targets.ts';
import { SelectField } from '../form/inputs.tsx';

const ACTION_WORDS: Record<OpsAction, string> = {
  edit: 'edit (save and check drafts)',
  publish: 'publish (and roll back)',
  approve: 'approve changes',
  admin: 'admin (manage grants)',
};
export const targetWords = (t: string) => (t === ALL_TARGETS ? 'every region (*)' : t);
export const grantWords = (g: OpsGrant) => `${g.can} on ${targetWords(g.target)}`;

/** Give a grant: whom, what, on which target; off, with the reason, when the giver may not give it. */
export function GrantForm({
  people,
  mine,
  onGive,
}: {
  people: readonly { username: string; name: string }[];
  /** The giver's own grants. */
  mine: readonly OpsGrant[];
  onGive: (person: string, grant: OpsGrant) => void;
}) {
  const [who, setWho] = useState<string | undefined>(undefined);
  const [can, setCan] = useState<OpsAction>('edit');
  const [target, setTarget] = useState<string>(ALL_TARGETS);
  const person = who ?? people[0]?.username;
  const grant: OpsGrant = { can, target: target as OpsGrant['target'] };
  const allowed = mayManage(mine, grant.target);
  return (
    <form
      className="ops-row ops-grant-form"
      aria-label="Give a grant"
      onSubmit={(e) => {
        e.preventDefault();
        if (person) onGive(person, grant);
      }}
    >
      <SelectField
        label="Person"
        value={person}
        options={people.map((p) => ({ value: p.username as string | undefined, label: `${p.name || p.username} (${p.username})` }))}
        onChange={setWho}
      />
      <SelectField
        label="May"
        value={can}
        options={OPS_ACTIONS.map((a) => ({ value: a as OpsAction | undefined, label: ACTION_WORDS[a] }))}
        onChange={(v) => setCan(v ?? 'edit')}
      />
      <SelectField
        label="On"
        value={target}
        options={[ALL_TARGETS, ...TARGETS].map((t) => ({ value: t as string | undefined, label: targetWords(t) }))}
        onChange={(v) => setTarget(v ?? ALL_TARGETS)}
      />
      <div className="ops-field">
        <button
          type="submit"
          className="btn btn--primary btn--sm"
          disabled={!allowed || !person}
          aria-describedby={allowed ? undefined : 'ops-grant-why'}
        >
          Give grant
        </button>
        {allowed ? null : (
          <span id="ops-grant-why" className="ops-hint">
            Only an administrator of {targetWords(grant.target)} may give it.
          </span>
        )}
      </div>
    </form>
  );
}
