import { sql } from 'drizzle-orm';
import type { ItemResponse, QuestionContent } from '../../../../shared/items/registry';
import { itemTypeModule } from '../../../../shared/items/registry';
import type { Database } from '../../../db/client';
import { createDemoLearners, findAccountUserByEmail } from '../../account/service';
import { startAttempt } from '../attempts/start';
import { submitAttempt } from '../attempts/submit';
import { getItems } from '../bank/bank-items';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The case studies the demo's peer learners have taken (issue 25 item 2), chosen because it asks a
 * multiple-choice and a select-all-that-apply item, whose reviews show each option's share. One: each
 * attempt goes through the engine (about 0.3 s), and the demo starts on every e2e run.
 */
export const DEMO_PEER_CASE_STUDIES = ['cs-pharm-03'] as const;

/**
 * Demo learners who took DEMO_PEER_CASE_STUDIES: more than PEER_MIN_ANSWERS (20), so the figures show.
 * Their emails come from their names: none may be a name another demo seeds (the marketplace's learners).
 */
export const DEMO_PEER_LEARNERS = [
  ['Ligaya', 'Bautista'],
  ['Nkechi', 'Eze'],
  ['Priyanka', 'Rao'],
  ['Wambui', 'Njoroge'],
  ['Rosario', 'Mendoza'],
  ['Olumide', 'Fashola'],
  ['Sunita', 'Deshpande'],
  ['Esi', 'Mensah'],
  ['Corazon', 'Villanueva'],
  ['Hauwa', 'Abdullahi'],
  ['Arjun', 'Nair'],
  ['Akinyi', 'Odhiambo'],
  ['Jasmine', 'Torres'],
  ['Chiamaka', 'Obiora'],
  ['Kavya', 'Reddy'],
  ['Njeri', 'Mwangi'],
  ['Analyn', 'Garcia'],
  ['Babajide', 'Ogunleye'],
  ['Meera', 'Krishnan'],
  ['Otieno', 'Ochieng'],
  ['Rowena', 'Castillo'],
  ['Zainab', 'Yusuf'],
] as const;

/**
 * A plausible first answer of learner `learner` to the `index`-th item: right about six times in
 * ten; otherwise partly right where the type allows it, or wrong, a wrong multiple-choice answer
 * spread over the three distractors so that each option's share differs.
 */
export function demoPeerResponse(item: QuestionContent, learner: number, index: number): ItemResponse {
  const roll = (learner * 7 + index * 3) % 10;
  const { samples } = itemTypeModule(item.itemType);
  if (roll < 6) return samples.right(item);
  if (item.itemType === 'multiple-choice') {
    const distractors = [0, 1, 2, 3].filter((option) => option !== item.correctAnswer);
    return { choice: distractors[(roll - 6) % distractors.length] as number };
  }
  if (roll < 8 && samples.partlyRight) return samples.partlyRight(item);
  return samples.wrong(item);
}

/**
 * Peer figures' demo data (DEMO_DATA; issue 25 item 2): DEMO_PEER_LEARNERS (22 demo learners, who
 * cannot sign in) each took the case study of DEMO_PEER_CASE_STUDIES in Timed mode over the past
 * weeks (started and submitted through the engine, the answers written in one statement each), so that a student who
 * takes one of them sees how others answered each item. Runs once (nothing when the first learner
 * exists, or a case study is missing from the bank). Returns the attempts written.
 */
export async function seedDemoPeerAnswers(db: Database, now: Date): Promise<number> {
  const [firstName, lastName] = DEMO_PEER_LEARNERS[0];
  if (await findAccountUserByEmail(db, `${firstName}.${lastName}@learners.nightingale.test`.toLowerCase())) return 0;
  const learners = await createDemoLearners(db, DEMO_PEER_LEARNERS, new Date(now.getTime() - 60 * DAY_MS));
  let written = 0;
  const contents = new Map<string, QuestionContent>();
  for (const [learnerIndex, learner] of learners.entries()) {
    for (const [studyIndex, caseStudyId] of DEMO_PEER_CASE_STUDIES.entries()) {
      const startedAt = new Date(now.getTime() - (40 - learnerIndex - studyIndex * 0.5) * DAY_MS);
      let attempt: Awaited<ReturnType<typeof startAttempt>>;
      try {
        attempt = await startAttempt(db, 'case-studies', { mode: 'timed', caseStudyId }, learner, startedAt);
      } catch {
        // A bank without this case study (a trimmed content folder): no peers for it.
        continue;
      }
      const missing = attempt.items.map((entry) => entry.item.id).filter((id) => !contents.has(id));
      if (missing.length > 0) for (const item of await getItems(db, missing)) contents.set(item.id, item);
      // The answers in one statement (the engine's save per item took most of the demo's start):
      // valid responses of each item's type, the seconds spent; submitAttempt scores them.
      let seconds = 0;
      const values = attempt.items.map((entry, index) => {
        const item = contents.get(entry.item.id) as QuestionContent;
        const spent = 30 + ((learnerIndex * 37 + index * 11) % 90);
        seconds += spent;
        const response = JSON.stringify(demoPeerResponse(item, learnerIndex, index));
        return sql`(${entry.position}::integer, ${response}::jsonb, ${spent}::integer)`;
      });
      await db.execute(
        sql`update attempt_items as ai set response = v.response, seconds_spent = v.seconds
            from (values ${sql.join(values, sql`, `)}) as v(position, response, seconds)
            where ai.attempt_id = ${attempt.id} and ai.position = v.position`,
      );
      await submitAttempt(db, attempt.id, new Date(startedAt.getTime() + (seconds + 5) * 1000), learner.id);
      written += 1;
    }
  }
  return written;
}
