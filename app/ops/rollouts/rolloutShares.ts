/** The shares the console offers for starting and widening a rollout; 100% is finishing, a button of its own. */
export const ROLLOUT_SHARES = [1, 2, 5, 10, 25, 50, 75] as const;
