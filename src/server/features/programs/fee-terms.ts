const DAY_MS = 24 * 60 * 60 * 1000;

/** Days from enrolment to a programme fee's due date (issue 26 item 5). */
export const FEE_DUE_DAYS = 30;

/** A programme fee's due date: FEE_DUE_DAYS after `enrolledAt`. */
export const feeDueAt = (enrolledAt: Date) => new Date(enrolledAt.getTime() + FEE_DUE_DAYS * DAY_MS);

/** "Programme fee: NCLEX-RN Pathway: United States", as the checkout, the receipt and the Portal name it. */
export const feeTitle = (programTitle: string) => `Programme fee: ${programTitle}`;
