/** The header action a bubble points at: Sign up (visitors) or Deposit (logged in). Plain, no zod. */
export const BUBBLE_TARGETS = ['signup', 'deposit'] as const;
