/** docs/product-rules.md §9 has no page size for doctors: ten cards fill about three phone screens. */
export const DOCTOR_PAGE_SIZE = 10;

/** The name filter waits this long after the last key press before searching. */
export const NAME_DEBOUNCE_MS = 350;

/** The lobby kiosk reloads today's sessions this often. */
export const KIOSK_REFRESH_MS = 3 * 60_000;

/** Slow enough to read a line while it moves (CSS pixels per second). */
export const KIOSK_SCROLL_SPEED = 24;

/** Pause at the top and bottom of the kiosk list, and per screen when motion is reduced. */
export const KIOSK_SCROLL_PAUSE_MS = 8_000;

/** Number of upcoming sessions listed on a doctor's profile. */
export const PROFILE_SESSION_COUNT = 6;

export const BRAND = 'Medika Hospital';
