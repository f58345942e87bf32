/**
 * Business constants and limits of the spec (forms §9, product §9).
 * Rules in `rules/` and `forms/` read their numbers from here, never from literals.
 */

/** Page-size options of every paged list. */
export const PAGE_SIZE_OPTIONS = [10, 20, 30, 40, 50] as const;
export type PageSize = (typeof PAGE_SIZE_OPTIONS)[number];
/** The first page-size option; the spec does not name a default (our choice). */
export const DEFAULT_PAGE_SIZE: PageSize = 10;
/** Default pageSize of the track record list. */
export const TRACK_RECORD_DEFAULT_PAGE_SIZE = 100;

/** Phone number length in characters (inclusive). */
export const PHONE_MIN_LENGTH = 7;
export const PHONE_MAX_LENGTH = 15;
/** SMS and e-mail verification code minimum length. */
export const VERIFICATION_CODE_MIN_LENGTH = 5;
/** Password minimum length. */
export const PASSWORD_MIN_LENGTH = 8;

/** Service provider main offerings: at least 1, at most 10. */
export const MAIN_OFFERINGS_MIN = 1;
export const MAIN_OFFERINGS_MAX = 10;

/** Minimum for counts and years ("Minimum 0 for counts and years"). */
export const MIN_COUNT = 0;
/**
 * Minimum number of items for liked things, things to improve, weak spots, event keywords,
 * stakeholder types and stage focus.
 */
export const MIN_LIST_ITEMS = 1;

/**
 * "A constant of 5 is defined; its meaning is not shown." Kept under an honest name so that
 * nobody gives it a meaning by accident. Not used by any rule here.
 */
export const SPEC_CONSTANT_5_MEANING_UNKNOWN = 5;

/** Format of the co-investor "date of last investment". */
export const MONTH_YEAR_FORMAT = 'MM/YYYY';

/** Billing periods in months. */
export const BILLING_PERIOD_MONTHS = { monthly: 1, yearly: 12 } as const;

/** Rating scale bounds (our choice: 1 to 5, see `ratingScaleOptions`). */
export const RATING_MIN = 1;
export const RATING_MAX = 5;

/** Percentages (ownership, stake, discount, interest, fees) are 0 to 100. */
export const PERCENT_MIN = 0;
export const PERCENT_MAX = 100;

/** Plausible range for year fields (vintage year, year of investment, KPI year): our choice. */
export const YEAR_MIN = 1900;
export const YEAR_MAX = 2100;

/** Deal size scale thresholds: 200k-1m low, 1m-5m medium, +5m high. */
export const DEAL_SIZE_LOW_MIN = 200_000;
export const DEAL_SIZE_MEDIUM_MIN = 1_000_000;
export const DEAL_SIZE_HIGH_MIN = 5_000_000;

/** Fund maturity by generation: 1st emerging, 2nd-3rd developing, 4th and later established. */
export const FUND_GENERATION_DEVELOPING_FROM = 2;
export const FUND_GENERATION_ESTABLISHED_FROM = 4;

/** Number of pass reasons and timezones the spec announces. */
export const PASS_REASON_COUNT = 18;
export const TIMEZONE_COUNT = 36;
/** Number of fund strategy / asset types. */
export const STRATEGY_TYPE_COUNT = 24;

/** API version used when a caller does not give one. */
export const DEFAULT_API_VERSION = 1;

/**
 * Text lengths in characters (our choice, issue 11 item 7): every text field has a maximum, enforced by the same
 * schema in the form and on the server. One line (names, titles, headlines, keywords): what a card can show;
 * long text (summaries, descriptions, answers): a few pages; addresses of the web and of mail: their standards' limits.
 */
export const TEXT_MAX_LENGTH = 200;
export const LONG_TEXT_MAX_LENGTH = 5000;
export const URL_MAX_LENGTH = 2048;
export const EMAIL_MAX_LENGTH = 254;
