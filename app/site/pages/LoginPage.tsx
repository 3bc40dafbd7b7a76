import { type FormEvent, useId, useState } from 'react';
import { call } from '../../layer/api/call.ts';
import { fill } from '../../layer/i18n/labels.ts';
import type { PageProps } from '../../layer/pageProps.ts';
import { afterLoginTarget } from '../../layer/route.ts';

/** A real login form: 401 shows an error, success reloads the previous page (or home). */
export default function LoginPage({ api, route, boot, messages }: PageProps) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const errorId = useId();

  if (boot.user) {
    const name = boot.user.nickname || boot.user.user_nick || String(boot.user.uid);
    return (
      <section className="auth-card">
        <h1>{messages.loginTitle}</h1>
        <p>{fill(messages.loggedInAs, { name })}</p>
        <a className="btn btn--primary" href={route.prefix || '/'}>
          {boot.config.name}
        </a>
      </section>
    );
  }

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    setBusy(true);
    setError(null);
    const res = await call(api, 'login', {
      body: { username: String(form.get('username') ?? ''), password: String(form.get('password') ?? '') },
    });
    if (res.ok) {
      window.location.assign(afterLoginTarget(route, window.location.search, document.referrer, window.location.origin));
      return;
    }
    setBusy(false);
    // 429: paused or locked after failed attempts; the server says for how long, in plain words.
    if (res.status === 429 && res.message) setError(res.message);
    else setError(res.status === 401 || res.status === 400 || res.status === 403 ? messages.loginFailed : messages.loginUnreachable);
  };

  return (
    <section className="auth-card">
      <h1>{messages.loginTitle}</h1>
      <form className="auth-form" onSubmit={(e) => void onSubmit(e)} noValidate={false} aria-describedby={error ? errorId : undefined}>
        <label className="field">
          <span className="field-label">{messages.username}</span>
          <input name="username" autoComplete="username" required autoCapitalize="none" spellCheck={false} />
        </label>
        <label className="field">
          <span className="field-label">{messages.password}</span>
          <input name="password" type="password" autoComplete="current-password" required />
        </label>
        {error ? (
          <p className="form-error" role="alert" id={errorId} data-testid="login-error">
            {error}
          </p>
        ) : null}
        <button type="submit" className="btn btn--primary btn--block" disabled={busy}>
          {messages.submitLogin}
        </button>
      </form>
    </section>
  );
}
