/**
 * The form of each adaptive exam (its attempts' form; the adaptive test chooses its own items,
 * issue 22). A module of its own so that the paths table, in every page, does not load the forms.
 */
export const ADAPTIVE_FORM_IDS = { rn: 'adaptive-rn', pn: 'adaptive-pn' } as const;
