import { afterEach, describe, expect, it, vi } from 'vitest';
import { FAULT_LOG_WINDOW_MS, flushFaultLog, log, logFault } from '../../server/log.ts';

afterEach(() => {
  flushFaultLog();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('the fault log (server/log.ts)', () => {
  it('writes a repeated fault once per window, then one line with how often it came back', () => {
    flushFaultLog();
    vi.useFakeTimers();
    const error = vi.spyOn(log, 'error').mockImplementation(() => {});
    for (let i = 0; i < 5000; i++) logFault('database unavailable', `GET /x ${i}: database unavailable`);
    logFault('another kind', 'something else');
    expect(error.mock.calls.map((c) => c[1])).toEqual(['GET /x 0: database unavailable', 'something else']);
    vi.advanceTimersByTime(FAULT_LOG_WINDOW_MS);
    expect(error).toHaveBeenCalledTimes(3);
    expect(error.mock.calls[2]).toEqual([
      { fault: 'database unavailable', repeats: 4999 },
      'database unavailable: happened 4999 more times in 10 s',
    ]);
    // The next window starts with the fault written again, with its detail.
    logFault('database unavailable', 'GET /y: database unavailable', new Error('connection refused'));
    expect(error).toHaveBeenCalledTimes(4);
    expect(error.mock.calls[3]![0]).toMatchObject({ fault: 'database unavailable', err: expect.any(Error) });
  });
});
