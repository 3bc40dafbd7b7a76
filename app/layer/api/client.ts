import { ofetch } from 'ofetch';
import { REQUEST_TIMEOUT_MS } from '../../../schemas/constants/api.ts';
import { csrfToken, freshlyMinted } from './csrfToken.ts';

/** SPEC §9 constants, defined in schemas/constants/. */
export { REQUEST_TIMEOUT_MS };

export interface ApiClientOptions {
  /** X-Gate-AppLang: the page language. */
  lang: string;
  /** X-Gate-AppType: the platform (web or h5). */
  appType: string;
  timeout?: number;
  baseURL?: string;
  /** Where failures are reported (console by default). */
  log?: (message: string, error?: unknown) => void;
  /** Injected in tests; the browser's fetch otherwise. */
  fetch?: typeof globalThis.fetch;
  /** Reads the csrftoken cookie, made on first use (app/layer/api/csrfToken.ts). */
  csrfToken?: () => string | undefined;
}

export interface RequestOptions {
  query?: Record<string, string | number | boolean | undefined>;
  body?: Record<string, unknown> | unknown[];
  /** Send the body as JSON instead of the default form encoding. */
  json?: boolean;
  headers?: Record<string, string>;
  /** This call's timeout (ms), instead of the client's. */
  timeout?: number;
}

export interface RawResponse<T> {
  ok: boolean;
  /** HTTP status; 0 when no answer came (network error, timeout). */
  status: number;
  data: T | undefined;
}

function formBody(body: Record<string, unknown>): URLSearchParams {
  const form = new URLSearchParams();
  for (const [k, v] of Object.entries(body)) {
    if (v === undefined || v === null) continue;
    if (Array.isArray(v)) for (const x of v) form.append(k, String(x));
    else form.append(k, typeof v === 'object' ? JSON.stringify(v) : String(v));
  }
  return form;
}

/**
 * The one API client: credentials included, csrftoken header from the cookie (default "1"),
 * language and app-type headers, form-encoded bodies unless JSON is asked for, 4000 ms timeout.
 * `get`/`post` never throw: a failed request is logged and resolves to undefined (SPEC §8).
 */
export function createApiClient(options: ApiClientOptions) {
  const log = options.log ?? ((message: string, error?: unknown) => console.warn(`[api] ${message}`, error ?? ''));
  const csrf = options.csrfToken ?? csrfToken;
  const $fetch = ofetch.create(
    {
      baseURL: options.baseURL,
      credentials: 'include',
      timeout: options.timeout ?? REQUEST_TIMEOUT_MS,
      retry: 0,
      ignoreResponseError: true,
    },
    options.fetch ? { fetch: options.fetch } : undefined,
  );

  async function request<T>(method: 'GET' | 'POST', path: string, req: RequestOptions = {}): Promise<RawResponse<T>> {
    const headers: Record<string, string> = {
      csrftoken: csrf() || '1',
      'X-Gate-AppLang': options.lang,
      'X-Gate-AppType': options.appType,
      ...req.headers,
    };
    let body: BodyInit | Record<string, unknown> | unknown[] | undefined;
    if (req.body !== undefined) {
      if (req.json || Array.isArray(req.body)) body = req.body;
      else body = formBody(req.body);
    }
    const call = { method, query: req.query, body, headers, ...(req.timeout ? { timeout: req.timeout } : {}) };
    try {
      let res = await $fetch.raw<T>(path, call);
      // A token made for this very call may not have reached the browser's cookie store yet.
      if (res.status === 403 && method !== 'GET' && freshlyMinted()) {
        await new Promise((r) => setTimeout(r, 100));
        res = await $fetch.raw<T>(path, call);
      }
      return { ok: res.ok, status: res.status, data: res._data };
    } catch (error) {
      log(`${method} ${path} failed`, error);
      return { ok: false, status: 0, data: undefined };
    }
  }

  async function settle<T>(method: 'GET' | 'POST', path: string, req?: RequestOptions): Promise<T | undefined> {
    const res = await request<T>(method, path, req);
    if (res.ok) return res.data;
    if (res.status !== 0) log(`${method} ${path} answered ${res.status}`);
    return undefined;
  }

  return {
    /** Full answer (status and body), for callers that must tell a 401 from a network error. */
    request,
    get: <T>(path: string, query?: RequestOptions['query'], headers?: RequestOptions['headers']) =>
      settle<T>('GET', path, { query, headers }),
    post: <T>(path: string, body?: RequestOptions['body'], req: Omit<RequestOptions, 'body'> = {}) =>
      settle<T>('POST', path, { ...req, body }),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
