/** The interactions Nightingale reads (docs/item-formats.md, "QTI 3"). */
export const SUPPORTED_INTERACTIONS = new Set([
  'qti-choice-interaction',
  'qti-inline-choice-interaction',
  'qti-match-interaction',
  'qti-order-interaction',
  'qti-gap-match-interaction',
  'qti-hottext-interaction',
  'qti-text-entry-interaction',
]);

/** True for an element name of a QTI interaction (any, supported or not). */
export const isInteraction = (name: string) => /^qti-[a-z-]+-interaction$/.test(name);

/** How a problem names an interaction: "qti-upload-interaction" gives "upload". */
export const interactionName = (name: string) => name.replace(/^qti-/, '').replace(/-interaction$/, '');
