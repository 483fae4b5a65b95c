import { and, asc, eq, isNull, lt } from 'drizzle-orm';
import { msg } from '../../../../shared/i18n/msg';
import type { CaseStudyView } from '../../../../shared/items/case-study-chart';
import { CASE_STUDY_ITEMS, type ItemGroupContent, unfoldChart } from '../../../../shared/items/item-group';
import type { Database } from '../../../db/client';
import { AppError } from '../../../errors';
import { type AttemptItemRow, attemptItemGroups, attemptItems } from '../tables';

/** The case studies an attempt asked, by id: each a copy of the group as asked. */
export type AttemptCaseStudies = ReadonlyMap<string, ItemGroupContent>;

/** The case studies attempt `attemptId` asked (an empty map for an attempt of stand-alone items). */
export async function readCaseStudies(db: Database, attemptId: string): Promise<AttemptCaseStudies> {
  const rows = await db
    .select({ groupId: attemptItemGroups.groupId, group: attemptItemGroups.group })
    .from(attemptItemGroups)
    .where(eq(attemptItemGroups.attemptId, attemptId))
    .orderBy(asc(attemptItemGroups.createdAt));
  return new Map(rows.map((row) => [row.groupId, row.group]));
}

/**
 * The furthest place (0-5) of a case study a candidate may answer, given its items' responses:
 * one past the furthest item answered (items are answered in order, so every item before it has an
 * answer), at most the last item. The chart is unfolded up to this place.
 */
export function reachedPlace(items: readonly Pick<AttemptItemRow, 'groupPosition' | 'response'>[]): number {
  const answered = items.filter((item) => item.response !== null).map((item) => item.groupPosition ?? 0);
  return answered.length === 0 ? 0 : Math.min(CASE_STUDY_ITEMS - 1, Math.max(...answered) + 1);
}

/**
 * The case studies of an attempt as the browser may see them (docs/nclex.md §3; ItemGroupContent):
 * each with its chart unfolded up to the place reached (`whole`: every entry, for a submitted
 * attempt's review), so no later entry or tab reaches the browser before it is due. Undefined when
 * the attempt asked none.
 */
export function caseStudyViews(
  groups: AttemptCaseStudies,
  items: readonly AttemptItemRow[],
  whole = false,
): CaseStudyView[] | undefined {
  if (groups.size === 0) return undefined;
  return [...groups.entries()].map(([id, group]) =>
    caseStudyView(group, whole ? CASE_STUDY_ITEMS - 1 : reachedPlace(items.filter((item) => item.groupId === id))),
  );
}

/** One case study unfolded up to place `reached`. */
export function caseStudyView(group: ItemGroupContent, reached: number): CaseStudyView {
  return { id: group.id, title: group.title, scenario: group.scenario, reached, chart: unfoldChart(group, reached) };
}

/**
 * Refuses an answer to the item at `position` of case study `groupId` while an earlier item of it
 * has none (docs/nclex.md §3: a case study's items are answered in order). Error: 400
 * case_study_order, naming the item to answer first.
 */
export async function requireEarlierAnswers(
  db: Database,
  input: { attemptId: string; groupId: string; position: number },
): Promise<void> {
  if (input.position === 0) return;
  const [missing] = await db
    .select({ groupPosition: attemptItems.groupPosition })
    .from(attemptItems)
    .where(
      and(
        eq(attemptItems.attemptId, input.attemptId),
        eq(attemptItems.groupId, input.groupId),
        lt(attemptItems.groupPosition, input.position),
        isNull(attemptItems.response),
      ),
    )
    .orderBy(asc(attemptItems.groupPosition))
    .limit(1);
  if (missing) {
    throw new AppError('case_study_order', {
      status: 400,
      message: msg('Answer item {{position}} of this case study first: its items are answered in order.', {
        position: (missing.groupPosition ?? 0) + 1,
      }),
    });
  }
}

/** The case study `groupId` of an attempt as unfolded after a change to one of its items. */
export async function caseStudyAfterAnswer(
  db: Database,
  attemptId: string,
  groupId: string,
): Promise<CaseStudyView | undefined> {
  const [row] = await db
    .select({ group: attemptItemGroups.group })
    .from(attemptItemGroups)
    .where(and(eq(attemptItemGroups.attemptId, attemptId), eq(attemptItemGroups.groupId, groupId)));
  if (!row) return undefined;
  const items = await db
    .select({ groupPosition: attemptItems.groupPosition, response: attemptItems.response })
    .from(attemptItems)
    .where(and(eq(attemptItems.attemptId, attemptId), eq(attemptItems.groupId, groupId)));
  return caseStudyView(row.group, reachedPlace(items));
}
