import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { frameworkUrl, scheduleFrameworkCheck } from '../../app/site/reliability/frameworkCheck.ts';
import { CDN_CHECK_DELAY_MS, ERROR_SAMPLE_RATE, sampled, toErrorReport } from '../../engine/reliability.ts';
import { ENDPOINTS } from '../../schemas/endpoints.ts';

describe('error report sampling and shaping (SPEC §9)', () => {
  it('samples at the given rate', () => {
    expect(ERROR_SAMPLE_RATE).toBe(0.1);
    expect(sampled(0.1, () => 0.05)).toBe(true);
    expect(sampled(0.1, () => 0.1)).toBe(false);
    expect(sampled(0, () => 0)).toBe(false);
    expect(sampled(1, () => 0.999)).toBe(true);
    let n = 0;
    let seed = 1;
    const lcg = () => {
      seed = (seed * 16807) % 2147483647;
      return seed / 2147483647;
    };
    for (let i = 0; i < 10_000; i++) if (sampled(0.1, lcg)) n++;
    expect(n).toBeGreaterThan(850);
    expect(n).toBeLessThan(1150);
  });

  it('turns anything thrown into a bounded report', () => {
    const r = toErrorReport(new TypeError('x is undefined'), { url: 'https://a/b', release: '20250923' });
    expect(r).toMatchObject({ message: 'TypeError: x is undefined', level: 'error', url: 'https://a/b', release: '20250923' });
    expect(r.stack).toContain('x is undefined');
    expect(toErrorReport('plain').message).toBe('plain');
    expect(toErrorReport({ code: 1 }).message).toBe('{"code":1}');
    expect(toErrorReport('').message).toBe('unknown error');
    expect(toErrorReport('y'.repeat(5000)).message.length).toBe(2000);
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(toErrorReport(cyclic).message).toBe('[object Object]');
  });
});

describe('framework check (SPEC §7)', () => {
  it("checks the app's entry chunk: the one the built page's boot script names, else the page's module script", () => {
    const page = (scripts: Record<string, Partial<HTMLScriptElement>>) =>
      ({ baseURI: 'https://www.example.test/en/', querySelector: (sel: string) => scripts[sel] ?? null }) as unknown as Document;
    const module = { src: 'https://www.example.test/app/main.tsx' };
    expect(
      frameworkUrl(
        page({
          'script[data-app]': { dataset: { app: '/assets/layer-abc.js' } as DOMStringMap },
          'script[type="module"][src]': { src: 'https://www.example.test/assets/boot-x.js' },
        }),
      ),
    ).toBe('https://www.example.test/assets/layer-abc.js');
    expect(frameworkUrl(page({ 'script[type="module"][src]': module }))).toBe(module.src);
    expect(frameworkUrl(page({}))).toBeNull();
  });

  const sent: unknown[] = [];
  beforeEach(() => {
    vi.useFakeTimers();
    sent.length = 0;
    vi.stubGlobal('window', { location: { href: 'http://site/x' }, addEventListener: () => {} });
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      sent.push({ url, body: JSON.parse(String(init.body)) });
      return new Response('{}');
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('does nothing when the framework file answers', async () => {
    const head = vi.fn(async () => new Response(null, { status: 200 }));
    scheduleFrameworkCheck({ url: '/assets/index.js', fetch: head as unknown as typeof fetch });
    await vi.advanceTimersByTimeAsync(CDN_CHECK_DELAY_MS - 1);
    expect(head).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(head).toHaveBeenCalledTimes(1);
    await vi.runAllTimersAsync();
    expect(sent).toEqual([]);
  });

  it('loads the reporter and reports when the framework file fails', async () => {
    const head = vi.fn(async () => {
      throw new Error('net::ERR_FAILED');
    });
    scheduleFrameworkCheck({ url: '/assets/index.js', fetch: head as unknown as typeof fetch });
    await vi.advanceTimersByTimeAsync(CDN_CHECK_DELAY_MS);
    await vi.waitFor(() => expect(sent.length).toBe(1));
    expect(sent[0]).toMatchObject({ url: ENDPOINTS.errorReport.path, body: { level: 'warning', url: 'http://site/x' } });
    expect((sent[0] as { body: { message: string } }).body.message).toContain('framework file unreachable');
  });
});
