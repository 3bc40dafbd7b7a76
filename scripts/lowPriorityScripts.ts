import type { Plugin } from 'vite';

/**
 * Issue 15: the page's module scripts (and their preloads) are fetched at low priority. The layer
 * is already in the server's HTML, so nothing on screen waits for them; at the browser's default
 * (high) priority they share a slow phone link with the stylesheet, and Lighthouse counts every
 * high-priority script that arrives before the first paint as holding that paint back.
 */
export function lowPriorityScripts(): Plugin {
  return {
    name: 'low-priority-scripts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html
          .replace(/<script type="module"(?![^>]*fetchpriority)/g, '<script type="module" fetchpriority="low"')
          .replace(/<link rel="modulepreload"(?![^>]*fetchpriority)/g, '<link rel="modulepreload" fetchpriority="low"'),
    },
  };
}
