import { useRendererEnv } from './env.tsx';
import type { HeaderProps } from './headerProps.ts';
import { useAnchorRef } from './overlay/anchors.tsx';

/** Log in and sign up, in the header bar and (full width) in the drawer. */
export function AuthButtons({
  features,
  links,
  loginLabel,
  block = false,
}: Pick<HeaderProps, 'features' | 'links' | 'loginLabel'> & { block?: boolean }) {
  const { labels } = useRendererEnv();
  const size = block ? 'btn--block' : 'btn--sm';
  // The bar's Sign up is what the bubble hangs from; the drawer's copy (block) is not.
  const anchor = useAnchorRef('signup');
  return (
    <>
      {features.login && links.login ? (
        <a className={`btn btn--ghost ${size}`} href={links.login} data-testid="login-link">
          {loginLabel ?? labels.login}
        </a>
      ) : null}
      {features.signup && links.signup ? (
        <a ref={block ? undefined : anchor} className={`btn btn--primary ${size}`} href={links.signup} data-testid="signup-link">
          {labels.signup}
        </a>
      ) : null}
    </>
  );
}
