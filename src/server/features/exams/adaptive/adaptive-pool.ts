import { and, asc, eq, isNull } from 'drizzle-orm';
import type { CatExamId } from '../../../../shared/exams/cat/adaptive-schemas';
import type { AdaptivePool, PoolCaseStudy, PoolItem } from '../../../../shared/exams/cat/adaptive-test';
import type { CatItem } from '../../../../shared/exams/cat/select';
import type { ExamId } from '../../../../shared/exams/question-bank';
import { scoreItem } from '../../../../shared/items/registry';
import type { Database } from '../../../db/client';
import { loadItemDifficulties } from '../../calibration/service';
import { sharedBank } from '../bank/shared-bank';
import { itemGroups, questions } from '../bank/tables';

/** The pool with the lookups the adaptive test needs beside it. */
export interface LoadedPool extends AdaptivePool {
  /** Every active item by id (stand-alone and in case studies), as the model sees it. */
  byId: ReadonlyMap<string, PoolItem>;
  /** The case study each item of a case study belongs to, by item id. */
  caseStudyOf: ReadonlyMap<string, string>;
  /** The exams each item fits, by item id (an item authored before issue 24 without `exams`: the RN). */
  examsOf: ReadonlyMap<string, readonly ExamId[]>;
}

/**
 * The pool built from each difficulties map the calibration feature hands out: a new map (after a
 * calibration run, or its cache's minute) builds a new pool; one per database, as the maps are.
 */
const pools = new WeakMap<ReadonlyMap<string, unknown>, Promise<LoadedPool>>();

/**
 * The items the adaptive test may ask (docs/nclex.md §5): every active stand-alone item and every
 * active case study, each item with its difficulty in logits (calibrated, or from its authored
 * level), the most points it gives (the partial credit model's maximum score), its client-needs
 * category and its status (operational or pretest). Stand-alone bow-tie and trend items (a
 * stand-alone item with exhibits) come only after the minimum length (NCSBN). Kept as long as
 * the calibration feature keeps its difficulties (a minute at most, less after a run).
 */
export async function loadAdaptivePool(db: Database): Promise<LoadedPool> {
  const difficulties = await loadItemDifficulties(db);
  const known = pools.get(difficulties);
  if (known) return known;
  const pool = buildPool(db, difficulties);
  pools.set(difficulties, pool);
  pool.catch(() => pools.delete(difficulties));
  return pool;
}

async function buildPool(
  db: Database,
  difficulties: Awaited<ReturnType<typeof loadItemDifficulties>>,
): Promise<LoadedPool> {
  const rows = await db
    .select({
      id: questions.id,
      itemType: questions.itemType,
      clientNeeds: questions.clientNeeds,
      content: questions.content,
      groupId: questions.groupId,
      groupPosition: questions.groupPosition,
      groupRetiredAt: itemGroups.retiredAt,
    })
    .from(questions)
    .leftJoin(itemGroups, eq(itemGroups.id, questions.groupId))
    .where(and(isNull(questions.retiredAt), sharedBank()))
    .orderBy(asc(questions.id));
  const items: PoolItem[] = [];
  const groups = new Map<string, { item: CatItem; position: number }[]>();
  const byId = new Map<string, PoolItem>();
  const examsOf = new Map<string, readonly ExamId[]>();
  for (const row of rows) {
    const known = difficulties.get(row.id);
    if (!known || (row.groupId !== null && row.groupRetiredAt !== null)) continue;
    // One object shape for every item, its fields written out: selection reads these in its hot loop.
    const item: PoolItem = {
      id: row.id,
      difficulty: known.difficulty,
      maxScore: scoreItem(row.content, null).possible,
      clientNeeds: row.clientNeeds,
      status: known.status,
      afterMinimumOnly: row.groupId === null && (row.itemType === 'bow-tie' || (row.content.exhibits?.length ?? 0) > 0),
    };
    byId.set(row.id, item);
    examsOf.set(row.id, row.content.exams ?? ['rn']);
    if (row.groupId === null) {
      items.push(item);
    } else {
      const group = groups.get(row.groupId) ?? [];
      group.push({ item, position: row.groupPosition ?? 0 });
      groups.set(row.groupId, group);
    }
  }
  const caseStudies: PoolCaseStudy[] = [...groups.entries()].map(([id, group]) => ({
    id,
    items: group.sort((a, b) => a.position - b.position).map((entry) => entry.item),
  }));
  const caseStudyOf = new Map(
    caseStudies.flatMap((caseStudy) => caseStudy.items.map((item) => [item.id, caseStudy.id])),
  );
  return { items, caseStudies, byId, caseStudyOf, examsOf };
}

/** Each loaded pool's part for each exam, made once. */
const examPools = new WeakMap<LoadedPool, Map<CatExamId, AdaptivePool>>();

/**
 * The part of `pool` an adaptive `exam` draws from (issue 24): the stand-alone items that fit the
 * exam, and the case studies at least half of whose items fit it (a case study is asked whole, and
 * an NCLEX-PN case study keeps the RN's parts of the scenario, such as the provider's orders).
 */
export function examPool(pool: LoadedPool, exam: CatExamId): AdaptivePool {
  const known = examPools.get(pool) ?? new Map<CatExamId, AdaptivePool>();
  examPools.set(pool, known);
  const cached = known.get(exam);
  if (cached) return cached;
  const fits = (id: string) => (pool.examsOf.get(id) ?? ['rn']).includes(exam);
  const made: AdaptivePool = {
    items: pool.items.filter((item) => fits(item.id)),
    caseStudies: pool.caseStudies.filter(
      (caseStudy) => caseStudy.items.filter((item) => fits(item.id)).length * 2 >= caseStudy.items.length,
    ),
  };
  known.set(exam, made);
  return made;
}
