import { buildHref } from '../../../engine/links.ts';
import type { PageProps } from '../../layer/pageProps.ts';

/** Sign-up placeholder: registration itself is out of scope; it points to the login page. */
export default function SignupPage({ boot, messages }: PageProps) {
  const login = buildHref(boot.config.defaults.loginHref, boot.lang, { allowedHosts: boot.config.linkHosts });
  return (
    <section className="auth-card">
      <h1>{messages.signupTitle}</h1>
      <p>{messages.signupText}</p>
      {login ? (
        <a className="btn btn--ghost btn--block" href={login}>
          {boot.config.defaults.loginLabel ?? messages.login}
        </a>
      ) : null}
    </section>
  );
}
