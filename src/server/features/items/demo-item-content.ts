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

const pneumonia = {
  subject: 'Medical-Surgical Nursing',
  topic: 'Community-acquired pneumonia: oxygenation',
  clientNeeds: 'Physiological Adaptation',
  exams: ['rn'],
  reference:
    'IDSA/ATS guideline on community-acquired pneumonia in adults (2019); Lewis’s Medical-Surgical Nursing, 12th ed.',
} as const;

/** A case study draft (the bonus of issue 28 item 7): pneumonia and falling oxygen saturation, six items in CJMM order. */
export const DRAFT_CASE_STUDY: AuthoredContentInput = {
  kind: 'case-study',
  caseStudy: {
    id: 'demo-case-study',
    title: 'Pneumonia on the medical unit',
    scenario:
      'A 72-year-old client with chronic obstructive pulmonary disease (COPD) is admitted from the emergency department with community-acquired pneumonia. IV ceftriaxone and azithromycin were started 2 hours ago.',
    chart: [
      {
        title: "Nurses' Notes",
        entries: [
          {
            shownFromItem: 0,
            block: {
              kind: 'note',
              time: 'Day 1, 1400',
              text: 'Productive cough with rust-colored sputum. Crackles in the right lower lobe. Uses accessory muscles when talking. Reports feeling tired. Oriented to person, place and time.',
            },
          },
          {
            shownFromItem: 4,
            block: {
              kind: 'note',
              time: 'Day 1, 1600',
              text: 'Restless and pulling at the nasal cannula. SpO2 86% on 2 L/min.',
            },
          },
        ],
      },
      {
        title: 'Vital Signs',
        entries: [
          {
            shownFromItem: 0,
            block: {
              kind: 'table',
              columns: ['Time', 'T', 'HR', 'RR', 'BP', 'SpO2'],
              rows: [['1400', '38.7°C (101.7°F)', '108', '28', '128/76', '89% on 2 L/min']],
            },
          },
          {
            shownFromItem: 5,
            block: {
              kind: 'table',
              columns: ['Time', 'T', 'HR', 'RR', 'BP', 'SpO2'],
              rows: [['Day 2, 0800', '37.6°C (99.7°F)', '88', '20', '124/74', '92% on 2 L/min']],
            },
          },
        ],
      },
    ],
  },
  questions: [
    {
      id: 'demo-cs-1',
      itemType: 'multiple-choice',
      cjmmStep: 'recognize cues',
      stem: 'Which finding at 1400 requires follow-up first?',
      options: [
        'Productive cough with rust-colored sputum',
        'Oxygen saturation of 89% with accessory muscle use',
        'Blood pressure of 128/76 mm Hg',
        'Reports of feeling tired',
      ],
      correctAnswer: 1,
      explanation:
        'B is correct because a low saturation with accessory muscle use shows the work of breathing rising and oxygenation falling: it threatens the airway-breathing priority.\nA is wrong because rust-colored sputum is expected with pneumococcal pneumonia and is being treated with antibiotics.\nC is wrong because the blood pressure is within the expected range.\nD is wrong because fatigue is expected with an infection and is not the first concern.',
      difficulty: 'easy',
      ...pneumonia,
    },
    {
      id: 'demo-cs-2',
      itemType: 'multiple-choice',
      cjmmStep: 'analyze cues',
      stem: 'The client’s fever, tachycardia and tachypnea are most likely caused by which process?',
      options: [
        'The infection and its inflammatory response',
        'An allergic reaction to ceftriaxone',
        'Anxiety about the admission',
        'Fluid overload from the IV antibiotics',
      ],
      correctAnswer: 0,
      explanation:
        'A is correct because the inflammatory response to the lung infection raises the temperature and the metabolic demand, which drives the heart and respiratory rates up.\nB is wrong because there is no rash, wheeze or hypotension suggesting an allergic reaction.\nC is wrong because anxiety does not cause a fever of 38.7°C.\nD is wrong because two antibiotic infusions are small volumes, and there are no signs of overload such as distended neck veins.',
      difficulty: 'medium',
      ...pneumonia,
    },
    {
      id: 'demo-cs-3',
      itemType: 'multiple-choice',
      cjmmStep: 'prioritize hypotheses',
      stem: 'Which problem is the nurse’s priority for this client now?',
      options: [
        'Activity intolerance',
        'Risk for deficient fluid volume',
        'Impaired gas exchange',
        'Knowledge deficit about the antibiotics',
      ],
      correctAnswer: 2,
      explanation:
        'C is correct because consolidation in the right lower lobe with a saturation of 89% means oxygen is not reaching the blood; breathing comes first.\nA is wrong because the client is tired, but activity intolerance follows from the poor oxygenation and is not the first problem.\nB is wrong because fever raises fluid losses, but there are no signs of dehydration yet.\nD is wrong because teaching waits until the client is breathing more easily.',
      difficulty: 'medium',
      ...pneumonia,
    },
    {
      id: 'demo-cs-4',
      itemType: 'multiple-choice',
      cjmmStep: 'generate solutions',
      stem: 'Which goal for oxygen therapy should the nurse plan with the provider for this client with COPD?',
      options: [
        'An oxygen saturation of 88% to 92%',
        'An oxygen saturation of 100%',
        'A respiratory rate below 10/min',
        'An oxygen flow of 10 L/min by nasal cannula',
      ],
      correctAnswer: 0,
      explanation:
        'A is correct because a client with COPD who may retain carbon dioxide is given oxygen to a target of 88% to 92%, enough to oxygenate without blunting the drive to breathe.\nB is wrong because aiming for 100% risks hypercapnia in a client with COPD.\nC is wrong because a rate below 10/min is bradypnea, a sign of respiratory depression, not a goal.\nD is wrong because a nasal cannula delivers at most about 6 L/min; higher flows need another device.',
      difficulty: 'hard',
      ...pneumonia,
    },
    {
      id: 'demo-cs-5',
      itemType: 'multiple-choice',
      cjmmStep: 'take action',
      stem: 'At 1600 the client is restless and the oxygen saturation is 86%. Which action should the nurse take first?',
      options: [
        'Give the prescribed as-needed lorazepam for restlessness',
        'Raise the head of the bed and replace the nasal cannula',
        'Encourage the client to drink 1 L of water over the next hour',
        'Obtain a sputum sample for culture',
      ],
      correctAnswer: 1,
      explanation:
        'B is correct because restlessness is an early sign of hypoxemia and the cannula has been pulled out: sitting the client upright and restoring the oxygen treat the cause at once.\nA is wrong because a sedative depresses breathing in a hypoxemic client with COPD and hides the restlessness that signals it.\nC is wrong because fluids thin secretions over time but do nothing for the saturation now.\nD is wrong because a culture guides antibiotics later; it does not correct the hypoxemia.',
      difficulty: 'medium',
      ...pneumonia,
    },
    {
      id: 'demo-cs-6',
      itemType: 'multiple-choice',
      cjmmStep: 'evaluate outcomes',
      stem: 'Which finding on day 2 at 0800 shows that the client’s oxygenation has improved?',
      options: [
        'Temperature of 37.6°C',
        'Heart rate of 88/min',
        'Respiratory rate of 20/min with an SpO2 of 92% on 2 L/min',
        'Blood pressure of 124/74 mm Hg',
      ],
      correctAnswer: 2,
      explanation:
        'C is correct because a slower respiratory rate with a saturation in the 88% to 92% target on the same oxygen shows gas exchange improving with less work of breathing.\nA is wrong because a lower temperature shows the infection responding, not the oxygenation itself.\nB is wrong because a lower heart rate follows the fever down and is not a direct measure of oxygenation.\nD is wrong because the blood pressure was normal before and says nothing about gas exchange.',
      difficulty: 'easy',
      ...pneumonia,
    },
  ],
};
