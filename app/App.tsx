import { useEffect, useMemo, useState } from 'react';
import { RendererEnvProvider } from '../renderer/env.tsx';
import type { Bootstrap } from '../schemas/bootstrap.ts';
import { type BootstrapResult, loadBootstrap } from './api/bootstrap.ts';
import type { ApiClient } from './api/client.ts';
import { BRAND } from './brand.ts';
import { messagesFor } from './i18n/labels.ts';
import { ErrorState, LoadingState } from './pages/StatusPages.tsx';
import type { Route } from './route.ts';
import { Shell } from './Shell.tsx';
import { applyTheme, currentTheme, saveTheme, type ThemeName } from './theme.ts';

type State = { status: 'loading' } | { status: 'error'; reason: string } | { status: 'ready'; boot: Bootstrap };

/** Composition root: bootstrap first, then the layer; a bad answer shows an error state, never a crash. */
export function App({ route, api, initial }: { route: Route; api: ApiClient; initial?: Promise<BootstrapResult> }) {
  const messages = useMemo(() => messagesFor(route.lang), [route.lang]);
  const [state, setState] = useState<State>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [theme, setTheme] = useState<ThemeName>(currentTheme);

  useEffect(() => {
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
  }, [api, route.lang, attempt, initial]);

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
