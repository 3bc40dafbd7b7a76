import type { Plugin } from 'vite';

/**
 * The built page loads its app only after the server-drawn page has painted. The module
 * scripts Vite writes into index.html (the bundler's runtime and the app's first chunk, about
 * 100 KB gzip) and their modulepreloads give way to one tiny module script, `app/site/boot.ts` (an entry of
 * its own, `rolldownOptions.input.boot`), which imports the last of them (`data-app`, the entry)
 * with the others preloaded beside it (`data-deps`) from the frame after the first one. The
 * stylesheets stay in the head. No inline script: the CSP stays `script-src 'self'`. The dev
 * server keeps the plain module script (nothing is drawn before it there).
 */
export function appAfterPaint(): Plugin {
  return {
    name: 'app-after-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.bundle) return html;
        const boot = Object.values(ctx.bundle).find((c) => c.type === 'chunk' && c.isEntry && c.name === 'boot');
        if (!boot) throw new Error('app-after-paint: no boot chunk in the bundle (rolldownOptions.input.boot)');
        const scripts = [...html.matchAll(/<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>/g)].map((m) => m[1]!);
        const preloads = [...html.matchAll(/<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>/g)].map((m) => m[1]!);
        const app = scripts.pop();
        if (!app) throw new Error('app-after-paint: index.html has no module script');
        const deps = [...scripts, ...preloads];
        const tag = `<script type="module" src="/${boot.fileName}" data-app="${app}"${deps.length ? ` data-deps="${deps.join(' ')}"` : ''}></script>`;
        return html
          .replace(/\s*<script type="module"[^>]*><\/script>/g, '')
          .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
          .replace('</head>', `  ${tag}\n  </head>`);
      },
    },
  };
}
