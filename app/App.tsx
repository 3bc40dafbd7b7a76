import { useEffect, useMemo, useState } from 'react';
import { RendererEnvProvider } from '../renderer/env.tsx';
import type { Bootstrap } from '../schemas/bootstrap.ts';
import { loadBootstrap } from './api/bootstrap.ts';
import { createApiClient } from './api/client.ts';
import { BRAND } from './brand.ts';
import { messagesFor } from './messages.ts';
import { ErrorState, LoadingState } from './pages/StatusPages.tsx';
import type { Route } from './route.ts';
import { Shell } from './Shell.tsx';
import { applyTheme, currentTheme, saveTheme, type ThemeName } from './theme.ts';

type State = { status: 'loading' } | { status: 'error'; reason: string } | { status: 'ready'; boot: Bootstrap };

/** Composition root: bootstrap first, then the layer; a bad answer shows an error state, never a crash. */
export function App({ route }: { route: Route }) {
  const messages = useMemo(() => messagesFor(route.lang), [route.lang]);
  const api = useMemo(() => createApiClient({ lang: route.lang, appType: 'web' }), [route.lang]);
  const [state, setState] = useState<State>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [theme, setTheme] = useState<ThemeName>(currentTheme);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the retry trigger
  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    void loadBootstrap(api, route.lang, window.location.search).then((result) => {
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
  }, [api, route.lang, attempt]);

  const toggleTheme = () => {
    const next = theme === 'dark' ? 'light' : 'dark';
    applyTheme(next);
    saveTheme(next);
    setTheme(next);
  };

  const env = useMemo(() => ({ theme, rtl: route.rtl, labels: messages }), [theme, route.rtl, messages]);

  return (
    <RendererEnvProvider value={env}>
      {state.status === 'ready' ? (
        <Shell boot={state.boot} route={route} api={api} messages={messages} onToggleTheme={toggleTheme} />
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
