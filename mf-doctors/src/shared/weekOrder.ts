/** Weekdays (0 = Sunday) Monday first, as Indonesian calendars show the week. */
export const WEEK_ORDER: readonly number[] = [1, 2, 3, 4, 5, 6, 0];
