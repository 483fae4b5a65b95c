import { describe, expect, it } from 'vitest';
import { type CurriculumOrder, moveLesson, moveSection, placeLesson } from './curriculum-moves';

const order: CurriculumOrder = [
  { id: 'A', lessonIds: ['a1', 'a2'] },
  { id: 'B', lessonIds: ['b1'] },
  { id: 'C', lessonIds: [] },
];

describe('moving lessons and sections with the keyboard (issue 27 item 1)', () => {
  it('moves a lesson within its section', () => {
    expect(moveLesson(order, 'a2', -1)?.[0]?.lessonIds).toEqual(['a2', 'a1']);
    expect(moveLesson(order, 'a1', 1)?.[0]?.lessonIds).toEqual(['a2', 'a1']);
  });

  it('moves a lesson past its section’s edge into the neighbouring section', () => {
    expect(moveLesson(order, 'a2', 1)).toEqual([
      { id: 'A', lessonIds: ['a1'] },
      { id: 'B', lessonIds: ['a2', 'b1'] },
      { id: 'C', lessonIds: [] },
    ]);
    expect(moveLesson(order, 'b1', -1)).toEqual([
      { id: 'A', lessonIds: ['a1', 'a2', 'b1'] },
      { id: 'B', lessonIds: [] },
      { id: 'C', lessonIds: [] },
    ]);
    expect(moveLesson(order, 'b1', 1)?.[2]?.lessonIds).toEqual(['b1']);
  });

  it('cannot move the first lesson up, the last down, or an unknown lesson', () => {
    expect(moveLesson(order, 'a1', -1)).toBeNull();
    expect(moveLesson([{ id: 'A', lessonIds: ['a1'] }], 'a1', 1)).toBeNull();
    expect(moveLesson(order, 'zz', 1)).toBeNull();
  });

  it('moves sections up and down', () => {
    expect(moveSection(order, 'B', -1)?.map((section) => section.id)).toEqual(['B', 'A', 'C']);
    expect(moveSection(order, 'C', 1)).toBeNull();
    expect(moveSection(order, 'A', -1)).toBeNull();
  });

  it('places a dropped lesson at an index of any section', () => {
    expect(placeLesson(order, 'a1', 'B', 1)).toEqual([
      { id: 'A', lessonIds: ['a2'] },
      { id: 'B', lessonIds: ['b1', 'a1'] },
      { id: 'C', lessonIds: [] },
    ]);
    expect(placeLesson(order, 'a1', 'A', 5)[0]?.lessonIds).toEqual(['a2', 'a1']);
  });
});
