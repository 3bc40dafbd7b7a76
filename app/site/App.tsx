import { useEffect, useState } from 'react';
import { RendererEnvProvider } from '../../renderer/env.tsx';
import type { Bootstrap } from '../../schemas/bootstrap.ts';
import { type BootstrapResult, loadBootstrap } from '../layer/api/bootstrap.ts';
import type { ApiClient } from '../layer/api/client.ts';
import { BRAND } from '../layer/brand.ts';
import { onPrefsMessage } from '../layer/header/prefsChannel.ts';
import { factsFromWindow, type PageFacts, type PageState } from '../layer/pageFacts.ts';
import type { Route } from '../layer/route.ts';
import { Shell } from '../layer/Shell.tsx';
import { applyTheme, currentTheme } from '../layer/theme.ts';
import { useShellTheme } from '../layer/useShellTheme.ts';
import { replayEarlyTap } from './earlyTap.ts';
import { PageBody } from './pages/PageBody.tsx';
import { ErrorState, LoadingState } from './pages/StatusPages.tsx';

type State = { status: 'loading' } | { status: 'error'; reason: string } | { status: 'ready'; boot: Bootstrap };

/** Composition root: bootstrap first, then the layer; a bad answer shows an error state, never a crash. */
export function App({
  route,
  api,
  page,
  initial,
}: {
  route: Route;
  api: ApiClient;
  page?: PageState | null;
  initial?: Promise<BootstrapResult>;
}) {
  // A server-rendered page brings its bootstrap along: the first render draws the same layer the
  // server drew (hydration), with no second bootstrap request.
  const [state, setState] = useState<State>(page ? { status: 'ready', boot: page.boot } : { status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const { setTheme, messages, env, chrome } = useShellTheme(route, () => page?.theme ?? currentTheme());
  const [facts] = useState<PageFacts>(() => page?.facts ?? factsFromWindow());

  // Without a theme cookie the styles follow the OS preference, which the server cannot see: the
  // page takes it over now, and <html> carries the theme from here on.
  useEffect(() => {
    const shown = currentTheme();
    if (!document.documentElement.dataset.theme) applyTheme(shown);
    setTheme(shown);
    // A marker for tests and embedding hosts: the server's markup is now live. A tap that came
    // before (kept by public/early-tap.js) is answered now.
    if (page) {
      document.documentElement.dataset.layer = 'hydrated';
      replayEarlyTap();
    }
  }, [page, setTheme]);

  useEffect(() => {
    if (attempt === 0 && page) return;
    let live = true;
    setState({ status: 'loading' });
    // The first answer was requested before React started (main.tsx); a retry asks again.
    const request = attempt === 0 && initial ? initial : loadBootstrap(api, route.lang, window.location.search);
    void request.then((result) => {
      if (!live) return;
      if (result.ok) setState({ status: 'ready', boot: result.data });
      else {
        console.error(`[bootstrap] ${result.reason}`);
        setState({ status: 'error', reason: result.reason });
      }
    });
    return () => {
      live = false;
    };
  }, [api, route.lang, attempt, initial, page]);

  // Another tab switched the theme: follow it (the cookie is already shared).
  useEffect(
    () =>
      onPrefsMessage((m) => {
        if (m.kind !== 'theme') return;
        applyTheme(m.theme);
        setTheme(m.theme);
      }),
    [setTheme],
  );

  return (
    <RendererEnvProvider value={env}>
      {state.status === 'ready' ? (
        <Shell {...chrome} boot={state.boot} api={api} client={facts} bulletin={page?.bulletin} Body={PageBody} />
      ) : state.status === 'error' ? (
        <ErrorState
          brand={BRAND}
          home={route.prefix || '/'}
          messages={messages}
          reason={state.reason}
          onRetry={() => setAttempt((n) => n + 1)}
        />
      ) : (
        <LoadingState brand={BRAND} home={route.prefix || '/'} messages={messages} />
      )}
    </RendererEnvProvider>
  );
}
