import type { AuthoredContentInput } from '../../../shared/item-bank/schemas';

/**
 * The content of Priya Nair's demo items (issue 28 item 7): original items written for the demo,
 * each with a rationale for every option and a reference, valid by `checkAuthoredContent`. Their
 * ids are replaced by the item bank's own when saved.
 */

/** A draft: digoxin and the apical pulse. */
export const DRAFT_DIGOXIN: AuthoredContentInput = {
  kind: 'item',
  item: {
    id: 'demo-draft',
    itemType: 'multiple-choice',
    stem: 'A nurse is about to give the morning dose of digoxin 0.125 mg by mouth to a client with heart failure. The apical pulse, counted for 1 full minute, is 54/min. The client reports no nausea or visual changes. Which action should the nurse take?',
    options: [
      'Give the dose and recheck the apical pulse in 1 hour',
      'Hold the dose and notify the provider of the apical pulse',
      'Give half of the dose and document the apical pulse',
      'Ask the client to walk in the room and recount the pulse before giving the dose',
    ],
    correctAnswer: 1,
    explanation:
      'B is correct because digoxin slows conduction through the AV node; an apical pulse below 60/min in an adult is the usual parameter for holding the dose and telling the provider, who decides whether to check a digoxin level or change the dose.\nA is wrong because giving the dose to a client who is already bradycardic can slow the heart further; rechecking afterwards does not undo the dose.\nC is wrong because the nurse cannot change a prescribed dose; a partial dose is a medication error.\nD is wrong because raising the heart rate with activity hides the finding; the resting apical pulse is the one that guides the decision.',
    subject: 'Pharmacology',
    topic: 'Cardiac glycosides: digoxin and the apical pulse',
    difficulty: 'medium',
    clientNeeds: 'Pharmacological and Parenteral Therapies',
    exams: ['rn', 'pn'],
    reference: 'Lehne’s Pharmacology for Nursing Care, 11th ed.: cardiac glycosides (digoxin)',
  },
};

/** In review: hand hygiene after caring for a client with Clostridioides difficile. */
export const IN_REVIEW_CDIFF: AuthoredContentInput = {
  kind: 'item',
  item: {
    id: 'demo-in-review',
    itemType: 'multiple-choice',
    stem: 'A nurse has finished changing the linen of a client who has diarrhea caused by Clostridioides difficile and has removed gloves and gown. Which hand hygiene should the nurse perform before leaving the room?',
    options: [
      'Rub the hands with an alcohol-based hand rub until they are dry',
      'Wipe the hands with a chlorhexidine cleansing cloth',
      'Wash the hands with soap and water for at least 20 seconds',
      'Put on a new pair of clean gloves to leave the room',
    ],
    correctAnswer: 2,
    explanation:
      'C is correct because alcohol does not kill C. difficile spores; the friction and rinsing of soap-and-water handwashing remove them from the skin.\nA is wrong because an alcohol-based rub, the usual choice for most care, leaves the spores on the hands.\nB is wrong because a chlorhexidine cloth is used for bathing clients, not for removing spores from the nurse’s hands.\nD is wrong because gloves do not clean the hands, and contaminated hands inside new gloves carry the spores out of the room.',
    subject: 'Fundamentals of Nursing',
    topic: 'Infection prevention: hand hygiene and C. difficile',
    difficulty: 'easy',
    clientNeeds: 'Safety and Infection Prevention and Control',
    exams: ['rn', 'pn'],
    reference:
      'CDC Guideline for Hand Hygiene in Health-Care Settings (2002); CDC Clostridioides difficile infection prevention guidance (2021)',
  },
};

/** Approved: a boggy uterus after birth. */
export const APPROVED_FUNDUS: AuthoredContentInput = {
  kind: 'item',
  item: {
    id: 'demo-approved',
    itemType: 'multiple-choice',
    stem: 'One hour after a vaginal birth, a nurse finds that the client’s fundus is soft, 2 cm above the umbilicus and deviated to the right, and that the perineal pad is saturated. Which action should the nurse take first?',
    options: [
      'Massage the fundus until it is firm',
      'Increase the rate of the maintenance IV fluid',
      'Help the client to the bathroom to void',
      'Weigh the perineal pad to estimate the blood loss',
    ],
    correctAnswer: 0,
    explanation:
      'A is correct because a soft (boggy) uterus is the most common cause of postpartum hemorrhage; massaging the fundus makes the muscle contract and compress the bleeding vessels at the placental site, so it comes first.\nB is wrong because fluid replaces volume but does not stop the bleeding; the uterus must contract first, and a rate change needs a prescription.\nC is wrong because a full bladder displaces the uterus and should be emptied, but only once the fundus is firm and the bleeding slows.\nD is wrong because weighing the pad measures the loss but delays the action that stops it.',
    subject: 'Maternal-Child Health',
    topic: 'Postpartum hemorrhage: uterine atony',
    difficulty: 'medium',
    clientNeeds: 'Physiological Adaptation',
    exams: ['rn', 'pn'],
    reference:
      'AWHONN Postpartum Hemorrhage Project; Lowdermilk, Maternity and Women’s Health Care, 13th ed.: postpartum complications',
  },
};

/** Active (multiple choice): treating hypoglycemia in an alert client. */
export const ACTIVE_HYPOGLYCEMIA: AuthoredContentInput = {
  kind: 'item',
  item: {
    id: 'demo-active-mc',
    itemType: 'multiple-choice',
    stem: 'A client with type 1 diabetes is shaky and sweaty before lunch. The capillary blood glucose is 58 mg/dL (3.2 mmol/L). The client is alert and able to swallow. Which action should the nurse take first?',
    options: [
      'Give 1 mg of glucagon intramuscularly',
      'Bring the lunch tray early and have the client eat the meal',
      'Give 15 g of a fast-acting carbohydrate, such as 4 oz (120 mL) of fruit juice',
      'Give the prescribed rapid-acting insulin with the meal',
    ],
    correctAnswer: 2,
    explanation:
      'C is correct because an alert client who can swallow is treated by mouth with 15 g of fast-acting carbohydrate, and the glucose is rechecked in 15 minutes (the 15-15 rule).\nA is wrong because glucagon is for a client who cannot swallow safely or is unconscious; this client can take carbohydrate by mouth, which acts quickly.\nB is wrong because a meal of protein and fat raises the glucose too slowly; a snack or meal follows once the glucose is back above 70 mg/dL.\nD is wrong because insulin lowers the glucose further; the dose is held and discussed with the provider until the hypoglycemia is corrected.',
    subject: 'Medical-Surgical Nursing',
    topic: 'Diabetes: treating hypoglycemia',
    difficulty: 'easy',
    clientNeeds: 'Physiological Adaptation',
    exams: ['rn', 'pn'],
    reference: 'American Diabetes Association, Standards of Care in Diabetes (2025): hypoglycemia (glucose 15-20 g)',
  },
};

/** Active (bow-tie): diabetic ketoacidosis. */
export const ACTIVE_DKA_BOW_TIE: AuthoredContentInput = {
  kind: 'item',
  item: {
    id: 'demo-active-bow-tie',
    itemType: 'bow-tie',
    stem: 'A 19-year-old client with type 1 diabetes comes to the emergency department after 2 days of vomiting; the client stopped taking insulin because of not eating. The client is drowsy but answers questions, and the breath has a fruity odor. Findings: heart rate 118/min, respiratory rate 32/min and deep, blood pressure 98/60 mm Hg, blood glucose 486 mg/dL (27 mmol/L), arterial pH 7.12, bicarbonate 9 mEq/L, serum potassium 4.8 mEq/L, urine positive for ketones.\nComplete the bow-tie: the condition the client is most likely experiencing, 2 actions the nurse should take, and 2 parameters the nurse should monitor.',
    conditions: [
      'Hyperosmolar hyperglycemic state',
      'Diabetic ketoacidosis',
      'Severe hypoglycemia',
      'Acute gastroenteritis with dehydration',
    ],
    actions: [
      'Give the prescribed 0.9% sodium chloride bolus',
      'Give 50% dextrose IV push',
      'Start the prescribed regular insulin infusion',
      'Give the prescribed sodium bicarbonate IV push',
      'Offer sips of water and a light meal',
    ],
    parameters: [
      'Serum potassium',
      'Serum calcium',
      'Capillary blood glucose every hour',
      'Temperature every 4 hours',
      'Urine specific gravity',
    ],
    correctCondition: 1,
    correctActions: [0, 2],
    correctParameters: [0, 2],
    explanation:
      'Missed insulin with vomiting, a glucose near 500, deep rapid (Kussmaul) breathing, a fruity breath, a pH of 7.12, a bicarbonate of 9 and ketones in the urine point to a ketoacidosis from insulin deficiency.\nCondition 1 is wrong because the hyperosmolar hyperglycemic state brings far higher glucose with little or no ketosis or acidosis, usually in older adults with type 2 diabetes.\nCondition 2 is correct because hyperglycemia, metabolic acidosis with a low bicarbonate, ketones and Kussmaul breathing after stopping insulin define diabetic ketoacidosis.\nCondition 3 is wrong because the glucose is high, not low.\nCondition 4 is wrong because gastroenteritis explains the vomiting and dehydration but not a glucose of 486, ketones and a pH of 7.12.\nAction 1 is correct because fluid replacement with isotonic saline comes first: it restores the circulating volume lost to osmotic diuresis and vomiting and starts to lower the glucose.\nAction 2 is wrong because dextrose is for hypoglycemia; it is added to the fluids only later, when the glucose falls to about 200-250 mg/dL while the insulin infusion continues.\nAction 3 is correct because a continuous insulin infusion stops ketone production and corrects the acidosis; with a potassium of 4.8 it can start once fluids are running.\nAction 4 is wrong because bicarbonate is not given routinely in diabetic ketoacidosis; it is reserved for a pH below about 6.9 and can worsen hypokalemia.\nAction 5 is wrong because a drowsy, vomiting client needs intravenous fluids, not oral intake, which risks aspiration.\nParameter 1 is correct because insulin moves potassium into the cells and the serum level can fall quickly into a dangerous hypokalemia; replacement is guided by frequent levels.\nParameter 2 is wrong because calcium is not the electrolyte that insulin therapy shifts in this condition.\nParameter 3 is correct because hourly glucose checks guide the insulin infusion rate and tell the nurse when to add dextrose to the fluids.\nParameter 4 is wrong because temperature looks for an infection that may have triggered the episode but does not guide its treatment.\nParameter 5 is wrong because urine specific gravity is a poor guide while glucose in the urine raises it; urine output and vital signs show the response to fluids better.',
    subject: 'Medical-Surgical Nursing',
    topic: 'Diabetic ketoacidosis: first treatment',
    difficulty: 'hard',
    clientNeeds: 'Physiological Adaptation',
    exams: ['rn'],
    reference: 'American Diabetes Association consensus report on hyperglycemic crises in adults with diabetes (2024)',
  },
};

/** Retired: lithium and sodium intake. */
export const RETIRED_LITHIUM: AuthoredContentInput = {
  kind: 'item',
  item: {
    id: 'demo-retired',
    itemType: 'multiple-choice',
    stem: 'A nurse is teaching a client who has started lithium carbonate for bipolar disorder. Which statement by the client shows that the teaching about diet and fluids was understood?',
    options: [
      'I will cut out salt from my food as much as I can',
      'I will drink only a glass or two of fluid a day to avoid swelling',
      'I will keep my salt and fluid intake about the same from day to day',
      'I will take an extra tablet on days when I sweat a lot',
    ],
    correctAnswer: 2,
    explanation:
      'C is correct because the kidneys handle lithium like sodium; a steady intake of salt and 2-3 L of fluid a day keeps the lithium level steady.\nA is wrong because a low-sodium diet makes the kidneys keep more lithium, raising the level toward toxicity.\nB is wrong because restricting fluid concentrates the lithium and can cause toxicity.\nD is wrong because heavy sweating loses sodium and water and raises the level; an extra tablet adds to the risk, and dose changes are the provider’s.',
    subject: 'Mental Health Nursing',
    topic: 'Mood stabilizers: lithium teaching',
    difficulty: 'medium',
    clientNeeds: 'Pharmacological and Parenteral Therapies',
    exams: ['rn', 'pn'],
    reference: 'Varcarolis’ Foundations of Psychiatric-Mental Health Nursing, 9th ed.: bipolar disorders (lithium)',
  },
};
