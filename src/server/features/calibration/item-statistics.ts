import { count, inArray } from 'drizzle-orm';
import {
  ITEM_STATISTICS_PAGE_SIZE,
  type ItemStatistics,
  type ItemStatisticsListQuery,
  type ItemStatisticsRow,
  type ItemStatisticsSort,
} from '../../../shared/calibration/item-statistics';
import { AUTHORED_DIFFICULTY } from '../../../shared/exams/cat/authored-difficulty';
import type { Database } from '../../db/client';
import { listBankItems } from '../exams/service';
import { latestRun } from './calibration-job';
import { firstFinishedRunStart, statusWithoutCalibration } from './difficulties';
import { MIN_RESPONSES } from './rasch-calibration';
import { itemCalibrations, itemResponses } from './tables';

/** Orders rows by `sort` (`order`), nulls last whatever the order, then by item id. */
function compareBy(sort: ItemStatisticsSort, order: 'asc' | 'desc') {
  const sign = order === 'asc' ? 1 : -1;
  return (a: ItemStatisticsRow, b: ItemStatisticsRow): number => {
    const x = a[sort];
    const y = b[sort];
    if (x !== y) {
      if (x === null) return 1;
      if (y === null) return -1;
      return (x < y ? -1 : 1) * sign;
    }
    return a.itemId < b.itemId ? -1 : a.itemId > b.itemId ? 1 : 0;
  };
}

/**
 * The item statistics page's data (issue 22 item 5, decision 015): every active item of the bank
 * with its type, subject, client needs, status (operational or pretest), the source of its
 * difficulty, and its statistics as of the latest run that included it: responses, percent correct,
 * point-biserial, difficulty with its standard error (logits), infit and outfit, flags. An item no
 * run has seen shows its authored difficulty and the responses recorded so far. `flagged` keeps the
 * items with a flag; sorted by `sort` (nulls last, then by id); ITEM_STATISTICS_PAGE_SIZE (50) a
 * page from 1 (a page past the end is empty). Totals count the whole bank: items, calibrated,
 * flagged, pretest. With the latest run (null before any).
 */
export async function listItemStatistics(db: Database, query: ItemStatisticsListQuery): Promise<ItemStatistics> {
  const [items, calibrations, firstRun, run] = await Promise.all([
    listBankItems(db),
    db.select().from(itemCalibrations),
    firstFinishedRunStart(db),
    latestRun(db),
  ]);
  const byId = new Map(calibrations.map((row) => [row.itemId, row]));
  // Responses are counted only for the items no run has seen (none once the first run is done, but
  // items added since), through the index on item_id.
  const unseen = items.filter((item) => !byId.has(item.id)).map((item) => item.id);
  const counts =
    unseen.length === 0
      ? []
      : await db
          .select({ itemId: itemResponses.itemId, responses: count() })
          .from(itemResponses)
          .where(inArray(itemResponses.itemId, unseen))
          .groupBy(itemResponses.itemId);
  const recorded = new Map(counts.map((row) => [row.itemId, Number(row.responses)]));
  const all: ItemStatisticsRow[] = items.map((item) => {
    const row = byId.get(item.id);
    const base = {
      itemId: item.id,
      itemType: item.itemType,
      subject: item.subject,
      clientNeeds: item.clientNeeds,
      level: item.level,
    };
    if (!row) {
      return {
        ...base,
        status: statusWithoutCalibration(item.addedAt, firstRun),
        source: 'authored',
        responses: recorded.get(item.id) ?? 0,
        percentCorrect: null,
        pointBiserial: null,
        difficulty: AUTHORED_DIFFICULTY[item.level],
        standardError: null,
        infit: null,
        outfit: null,
        flags: [],
        calibratedAt: null,
      };
    }
    return {
      ...base,
      status: row.status,
      source: row.source,
      responses: row.responses,
      percentCorrect: row.percentCorrect,
      pointBiserial: row.pointBiserial,
      difficulty: row.source === 'calibrated' ? row.difficulty : AUTHORED_DIFFICULTY[item.level],
      standardError: row.standardError,
      infit: row.infit,
      outfit: row.outfit,
      flags: row.flags,
      calibratedAt: row.calibratedAt?.toISOString() ?? null,
    };
  });
  const matching = (query.flagged ? all.filter((row) => row.flags.length > 0) : all).sort(
    compareBy(query.sort, query.order),
  );
  const start = (query.page - 1) * ITEM_STATISTICS_PAGE_SIZE;
  return {
    rows: matching.slice(start, start + ITEM_STATISTICS_PAGE_SIZE),
    total: matching.length,
    page: query.page,
    pageSize: ITEM_STATISTICS_PAGE_SIZE,
    totals: {
      items: all.length,
      calibrated: all.filter((row) => row.source === 'calibrated').length,
      flagged: all.filter((row) => row.flags.length > 0).length,
      pretest: all.filter((row) => row.status === 'pretest').length,
    },
    latestRun: run,
    minResponses: MIN_RESPONSES,
  };
}
