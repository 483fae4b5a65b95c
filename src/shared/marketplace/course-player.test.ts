import { describe, expect, it } from 'vitest';
import { completionPercent, continueLessonId } from './course-player';

describe('issue 27 item 2: completion percent = completed lessons / lessons', () => {
  it('is a whole percent rounded down, so 100 only when every lesson is complete', () => {
    expect(completionPercent(0, 3)).toBe(0);
    expect(completionPercent(1, 3)).toBe(33);
    expect(completionPercent(2, 3)).toBe(66);
    expect(completionPercent(3, 3)).toBe(100);
    expect(completionPercent(199, 200)).toBe(99);
  });

  it('is 0 for a course without lessons, and stays within 0 to 100', () => {
    expect(completionPercent(0, 0)).toBe(0);
    expect(completionPercent(4, 3)).toBe(100);
    expect(completionPercent(-1, 3)).toBe(0);
  });
});

describe('issue 27 item 2: the lesson "Continue where you left off" opens', () => {
  const lessons = ['a', 'b', 'c'];
  it('is the lesson opened last while it is in the course', () => {
    expect(continueLessonId(lessons, new Set(['a', 'b']), 'b')).toBe('b');
  });
  it('else the first lesson not complete, else the first lesson; none without lessons', () => {
    expect(continueLessonId(lessons, new Set(['a']), 'gone')).toBe('b');
    expect(continueLessonId(lessons, new Set(['a']), null)).toBe('b');
    expect(continueLessonId(lessons, new Set(lessons), null)).toBe('a');
    expect(continueLessonId([], new Set(), null)).toBeNull();
  });
});
