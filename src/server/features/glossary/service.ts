/** The glossary feature's functions for other features and the start (issue 29 item 3). */
export { GlossaryContentError, loadGlossaryContent } from './content';
export { listGlossary, syncGlossaryContent } from './glossary';
