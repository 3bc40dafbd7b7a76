/** Dispatched on window after a tab was marked read anywhere on the page (the header dot rechecks). */
export const READ_EVENT = 'reminder-read';
