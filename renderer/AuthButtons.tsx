import { useRendererEnv } from './env.tsx';
import type { HeaderProps } from './headerProps.ts';

/** Log in and sign up, in the header bar and (full width) in the drawer. */
export function AuthButtons({
  features,
  links,
  loginLabel,
  block = false,
}: Pick<HeaderProps, 'features' | 'links' | 'loginLabel'> & { block?: boolean }) {
  const { labels } = useRendererEnv();
  const size = block ? 'btn--block' : 'btn--sm';
  return (
    <>
      {features.login && links.login ? (
        <a className={`btn btn--ghost ${size}`} href={links.login} data-testid="login-link">
          {loginLabel ?? labels.login}
        </a>
      ) : null}
      {features.signup && links.signup ? (
        <a className={`btn btn--primary ${size}`} href={links.signup} data-testid="signup-link">
          {labels.signup}
        </a>
      ) : null}
    </>
  );
}
