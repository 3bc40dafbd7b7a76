import { describe, expect, it } from 'vitest';
import { BULLETIN_POLL_MS, bulletinPollDelay } from '../../engine/notifications/bulletinPoll.ts';

describe('bulletin poll delay', () => {
  it('spreads open pages over the interval ±20%, whatever the random source gives', () => {
    expect(bulletinPollDelay(() => 0)).toBe(BULLETIN_POLL_MS * 0.8);
    expect(bulletinPollDelay(() => 1)).toBe(BULLETIN_POLL_MS * 1.2);
    expect(bulletinPollDelay(() => 0.5)).toBe(BULLETIN_POLL_MS);
    expect(bulletinPollDelay(() => 7)).toBe(BULLETIN_POLL_MS * 1.2);
    expect(bulletinPollDelay(() => -1, 1000)).toBe(800);
  });
});
