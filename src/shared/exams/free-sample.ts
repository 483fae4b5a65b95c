/**
 * The free sample test's form (spec §9: 10 questions in 15 minutes, for anyone), kept apart from
 * the other built-in forms (forms.ts) so that /sample-test loads only what it shows.
 */

/** The id of the free sample test's form, shared by /sample-test and the Training Center's Free Sample. */
export const FREE_SAMPLE_FORM_ID = 'free-sample';

/** The free sample test's length and minutes (spec §9). */
export const FREE_SAMPLE = { questionCount: 10, timeLimitMinutes: 15 } as const;
