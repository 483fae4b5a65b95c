import type { AuthoredContentInput } from '../../../../../shared/item-bank/schemas';

/** A case study as written: its title, scenario and chart (`caseStudy`) and its six items, in CJMM order. */
export type CaseStudyContent = Extract<AuthoredContentInput, { kind: 'case-study' }>;

/**
 * What the case-study editor takes (issue 28 item 1): the case study as saved so far (absent for a
 * new one), and `onSave`, which saves the whole unit and resolves once saved (rejects with the
 * server's ApiError, whose sentence the editor shows, keeping what was typed). `saveLabel` names
 * the button ("Save draft", "Save changes").
 */
export interface CaseStudyEditorProps {
  initialContent?: CaseStudyContent;
  onSave: (content: CaseStudyContent) => Promise<unknown>;
  saveLabel: string;
}
