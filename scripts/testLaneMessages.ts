/** What a browser lane (scripts/testLane.ts) and `npm test` (scripts/test.ts) tell each other. */
export type LaneMessage =
  /** Every file of the browser project, in the order vitest's sequencer runs them. */
  | { type: 'files'; files: string[] }
  /** The lane is free for more files. */
  | { type: 'next' }
  /** The files handed last have run; each failed test in them, or nothing. */
  | { type: 'ran'; files: string[]; failures: string[] }
  /** The lane's vitest has closed (its global setup's server is stopped). */
  | { type: 'closed' };

/** The next files to run in one go, or none when none is left. */
export interface ParentMessage {
  files: string[];
}
