import { describe, expect, it } from 'vitest';
import { CLIENT_NEEDS } from '../exams/question-bank';
import {
  type CategoryRecord,
  countPerLocalDay,
  HEAT_MAP_WEEKS,
  heatMapStart,
  isPracticeExamDay,
  nextPracticeExamDay,
  practiceExamInterval,
  practiceItems,
  studyStreak,
  weakestCategories,
} from './rules';

describe('practice exam cadence (issue 25 item 5)', () => {
  it('is weekly without a date and more than 3 weeks out, every 3 days in the last 3 weeks, none in the last 2 days', () => {
    expect(practiceExamInterval(null)).toBe(7);
    expect(practiceExamInterval(60)).toBe(7);
    expect(practiceExamInterval(22)).toBe(7);
    expect(practiceExamInterval(21)).toBe(3);
    expect(practiceExamInterval(3)).toBe(3);
    expect(practiceExamInterval(2)).toBeNull();
    expect(practiceExamInterval(0)).toBeNull();
  });

  it('plans an exam when none was sat, or the interval has passed since the last', () => {
    expect(isPracticeExamDay('2026-03-02', null, null)).toBe(true);
    expect(isPracticeExamDay('2026-03-02', null, '2026-02-26')).toBe(false);
    expect(isPracticeExamDay('2026-03-02', null, '2026-02-23')).toBe(true);
    // 10 days out: every 3 days.
    expect(isPracticeExamDay('2026-03-02', '2026-03-12', '2026-02-27')).toBe(true);
    expect(isPracticeExamDay('2026-03-02', '2026-03-12', '2026-02-28')).toBe(false);
    // 2 days out: rest.
    expect(isPracticeExamDay('2026-03-10', '2026-03-12', null)).toBe(false);
  });

  it('gives the next planned day, after one done today, and none past the rest days', () => {
    expect(nextPracticeExamDay('2026-03-02', null, '2026-03-02')).toBe('2026-03-09');
    expect(nextPracticeExamDay('2026-03-02', null, '2026-02-28')).toBe('2026-03-07');
    expect(nextPracticeExamDay('2026-03-02', null, null)).toBe('2026-03-02');
    // Exam on 03-20: 03-02 is 18 days out (every 3 days).
    expect(nextPracticeExamDay('2026-03-02', '2026-03-20', '2026-03-02')).toBe('2026-03-05');
    // The last sat 03-16, the exam 03-20: 03-19 is a rest day, so none.
    expect(nextPracticeExamDay('2026-03-17', '2026-03-20', '2026-03-16')).toBeNull();
  });

  it('a weekly cadence far out tightens in the last 3 weeks', () => {
    const examDate = '2026-04-30';
    const sat: string[] = [];
    let last: string | null = null;
    for (let day = '2026-03-01'; day < examDate; ) {
      if (isPracticeExamDay(day, examDate, last)) {
        sat.push(day);
        last = day;
      }
      const next = new Date(`${day}T00:00:00Z`);
      next.setUTCDate(next.getUTCDate() + 1);
      day = next.toISOString().slice(0, 10);
    }
    expect(sat.slice(0, 5)).toEqual(['2026-03-01', '2026-03-08', '2026-03-15', '2026-03-22', '2026-03-29']);
    expect(sat.at(-1)).toBe('2026-04-27');
    expect(sat.filter((day) => day > '2026-04-09').length).toBeGreaterThanOrEqual(5);
  });
});

describe('practice set size', () => {
  it('grows as the date nears and never passes the cap', () => {
    expect(practiceItems(null, 75)).toBe(20);
    expect(practiceItems(90, 75)).toBe(20);
    expect(practiceItems(50, 75)).toBe(25);
    expect(practiceItems(10, 75)).toBe(30);
    expect(practiceItems(10, 10)).toBe(10);
    expect(practiceItems(-3, 75)).toBe(20);
  });
});

describe('weakest categories', () => {
  const record = (name: CategoryRecord['name'], asked: number, percent: number): CategoryRecord => ({
    name,
    asked,
    earned: percent,
    possible: 100,
  });

  it('takes the measured categories under 75%, lowest first, at most three', () => {
    const records = CLIENT_NEEDS.map((name, index) => record(name, 10, 90 - index * 5));
    // 90, 85, 80, 75, 70, 65, 60, 55
    expect(weakestCategories(records).map((entry) => entry.percent)).toEqual([55, 60, 65]);
    expect(weakestCategories(records)[0]?.name).toBe('Physiological Adaptation');
  });

  it('makes up three with unmeasured categories, the heaviest in the test plan first', () => {
    const records = [record('Psychosocial Integrity', 10, 40), record('Basic Care and Comfort', 2, 0)];
    expect(weakestCategories(records).map((entry) => entry.name)).toEqual([
      'Psychosocial Integrity',
      'Management of Care',
      'Pharmacological and Parenteral Therapies',
    ]);
  });

  it('with no attempts, suggests the three heaviest categories', () => {
    expect(weakestCategories([]).map((entry) => entry.name)).toEqual([
      'Management of Care',
      'Pharmacological and Parenteral Therapies',
      'Physiological Adaptation',
    ]);
  });

  it('when every category is measured and strong, the single lowest', () => {
    const records = CLIENT_NEEDS.map((name, index) => record(name, 10, 95 - index));
    expect(weakestCategories(records)).toEqual([{ name: 'Physiological Adaptation', percent: 88, asked: 10 }]);
  });
});

describe('streak', () => {
  it('counts consecutive days ending today, or yesterday before she studies today', () => {
    const days = new Set(['2026-02-27', '2026-02-28', '2026-03-01']);
    expect(studyStreak(days, '2026-03-01')).toEqual({ days: 3, studiedToday: true });
    expect(studyStreak(days, '2026-03-02')).toEqual({ days: 3, studiedToday: false });
    expect(studyStreak(days, '2026-03-03')).toEqual({ days: 0, studiedToday: false });
  });

  it('follows her local midnight: the same instants make a streak in Tokyo and a gap in Los Angeles', () => {
    // 23:30 and 00:30 the next day in Tokyo (UTC+9) are 06:30 and 07:30 on one day in Los Angeles (UTC-8).
    const events = [
      { at: new Date('2026-03-01T14:30:00Z'), count: 1 },
      { at: new Date('2026-03-01T15:30:00Z'), count: 1 },
    ];
    const tokyo = new Set(countPerLocalDay(events, 'Asia/Tokyo').keys());
    const losAngeles = new Set(countPerLocalDay(events, 'America/Los_Angeles').keys());
    expect(studyStreak(tokyo, '2026-03-02')).toEqual({ days: 2, studiedToday: true });
    expect(studyStreak(losAngeles, '2026-03-01')).toEqual({ days: 1, studiedToday: true });
  });
});

describe('heat map', () => {
  it('buckets the same instants into each zone’s local days', () => {
    const events = [
      { at: new Date('2026-03-02T01:00:00Z'), count: 3 }, // Tokyo 10:00 Mar 2; LA 17:00 Mar 1
      { at: new Date('2026-03-02T16:00:00Z'), count: 2 }, // Tokyo 01:00 Mar 3; LA 08:00 Mar 2
      { at: new Date('2026-03-02T20:00:00Z'), count: 4 }, // Tokyo 05:00 Mar 3; LA 12:00 Mar 2
    ];
    expect(Object.fromEntries(countPerLocalDay(events, 'Asia/Tokyo'))).toEqual({ '2026-03-02': 3, '2026-03-03': 6 });
    expect(Object.fromEntries(countPerLocalDay(events, 'America/Los_Angeles'))).toEqual({
      '2026-03-01': 3,
      '2026-03-02': 6,
    });
  });

  it('starts on a Monday, whole weeks back, ending with the week of today', () => {
    const start = heatMapStart('2026-03-04'); // a Wednesday
    expect(new Date(`${start}T00:00:00Z`).getUTCDay()).toBe(1);
    expect(start).toBe('2025-11-10');
    expect((Date.parse('2026-03-02') - Date.parse(start)) / 86_400_000).toBe(7 * (HEAT_MAP_WEEKS - 1));
  });
});
