import { useEffect, useId, useRef, useState } from 'react';
import { formatAmount, totalInFiat } from '../../../engine/user/amounts.ts';
import { displayName, type UpgradePlan, upgradeView, vipBadge, weakSafety } from '../../../engine/user/userCard.ts';
import { userTagLabels } from '../../../engine/user/userTags.ts';
import { Avatar } from '../../../renderer/AccountMenus.tsx';
import type { RegionConfig } from '../../../schemas/regionConfig.ts';
import type { FiatItem } from '../../../schemas/siteParams.ts';
import type { UserInfo } from '../../../schemas/user.ts';
import { fill, type Messages } from '../i18n/labels.ts';
import { copyText } from './copyText.ts';
import './userCard.css';

export interface UserCardProps {
  user: UserInfo;
  defaults: RegionConfig['defaults'];
  fiat: string;
  rates: Readonly<Record<string, number>>;
  fiats: readonly FiatItem[];
  securityHref: string | null;
  messages: Messages;
  /** The get_user_tag answer (SPEC §7); undefined when the call failed. */
  loadTags?: () => Promise<unknown>;
}

function UserTags({ loadTags, words }: { loadTags: () => Promise<unknown>; words: Messages['userTags'] }) {
  const [tags, setTags] = useState<{ tag: string; label: string }[]>([]);
  useEffect(() => {
    let live = true;
    void loadTags().then((raw) => {
      if (live) setTags(userTagLabels(raw, words));
    });
    return () => {
      live = false;
    };
  }, [loadTags, words]);
  if (tags.length === 0) return null;
  return (
    <ul className="user-tags" data-testid="user-tags">
      {tags.map((t) => (
        <li key={t.tag} className="user-tag" data-tag={t.tag}>
          {t.label}
        </li>
      ))}
    </ul>
  );
}

function planText(plan: UpgradePlan, m: Messages): string {
  if (plan.kind === 'volume') return fill(m.plan1, { amount: formatAmount(plan.target, undefined, m.lang), unit: plan.unit });
  if (plan.kind === 'gt')
    return fill(m.plan2, { amount: formatAmount(plan.target, undefined, m.lang), alt: formatAmount(plan.alternative, undefined, m.lang) });
  return fill(m.plan3, { amount: formatAmount(plan.target, undefined, m.lang) });
}

function Upgrade({ user, defaults, messages: m }: Pick<UserCardProps, 'user' | 'defaults' | 'messages'>) {
  const view = upgradeView(user, defaults);
  const tipId = useId();
  const label = fill(m.upgradeProgress, { tier: String(view.nextTier) });
  const bar = (
    <>
      <span className="upgrade-head">
        <span>{label}</span>
        <span>{view.progress}%</span>
      </span>
      <span className="upgrade-bar" aria-hidden="true">
        <span className="upgrade-fill" style={{ inlineSize: `${view.progress}%` }} />
      </span>
    </>
  );
  if (!view.hover || view.plans.length === 0) {
    return (
      <div className="upgrade" data-testid="upgrade-progress">
        {bar}
      </div>
    );
  }
  // Hover or focus shows the plans (a tooltip-like disclosure; the button keeps it reachable by keyboard).
  return (
    <div className="upgrade upgrade--hover" data-testid="upgrade-progress">
      <button type="button" className="upgrade-trigger" aria-describedby={tipId}>
        {bar}
      </button>
      <div className="upgrade-plans" role="tooltip" id={tipId} data-testid="upgrade-plans">
        <strong>{fill(m.upgradePlans, { tier: String(view.nextTier) })}</strong>
        <ol>
          {view.plans.map((p) => (
            <li key={p.id} data-plan={p.id}>
              {planText(p, m)}
            </li>
          ))}
        </ol>
      </div>
    </div>
  );
}

/** The user card at the top of the profile panel (SPEC §2, §6, §8, §9); loaded when the panel first opens. */
export default function UserCard({ user, defaults, fiat, rates, fiats, securityHref, messages: m, loadTags }: UserCardProps) {
  const [toast, setToast] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const badge = vipBadge(user);
  const total = totalInFiat(user.total_usd, fiat || 'USD', rates, fiats, m.lang);

  const copy = async () => {
    const ok = await copyText(String(user.uid));
    setToast(ok ? m.copied : m.copyFailed);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setToast(null), 2000);
  };

  return (
    <div className="user-card user-card--rich" data-testid="user-card">
      <div className="user-card-row">
        <Avatar user={user} />
        <div className="user-card-text">
          <span className="user-card-name">
            {displayName(user)}
            {badge ? (
              <span className="tag tag--vip" data-testid="vip-badge">
                VIP{badge.tier}
              </span>
            ) : null}
            {badge?.trial ? (
              <span className="trial-label" data-testid="trial-label">
                {m.trialCard}
              </span>
            ) : null}
          </span>
          <span className="user-card-uid">
            {m.uid} {user.uid}
            <button type="button" className="copy-button" aria-label={m.copyUid} title={m.copyUid} onClick={() => void copy()}>
              <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
                <rect x="5" y="5" width="8.5" height="8.5" rx="1.5" fill="none" stroke="currentColor" strokeWidth="1.4" />
                <path
                  d="M3.5 10.5h-.5A1.5 1.5 0 0 1 1.5 9V3A1.5 1.5 0 0 1 3 1.5h6A1.5 1.5 0 0 1 10.5 3v.5"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.4"
                />
              </svg>
            </button>
          </span>
        </div>
      </div>
      {loadTags ? <UserTags loadTags={loadTags} words={m.userTags} /> : null}
      {weakSafety(user) ? (
        <p className="safety-warning" role="alert" data-testid="safety-warning">
          <span>{m.weakSafety}</span>
          {securityHref ? <a href={securityHref}>{m.improveSecurity}</a> : null}
        </p>
      ) : null}
      <Upgrade user={user} defaults={defaults} messages={m} />
      <div className="user-card-assets">
        <span className="user-card-assets-label">{m.totalAssets}</span>
        <span className="user-card-assets-value" data-testid="total-assets" data-fiat={total.fiat}>
          {total.symbol ? `${total.symbol} ` : ''}
          {total.text} {total.fiat}
        </span>
      </div>
      <div className="toast" role="status" aria-live="polite" data-testid="toast">
        {toast}
      </div>
    </div>
  );
}
