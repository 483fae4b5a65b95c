import type { Curriculum, CurriculumOrderBody } from '../../../shared/marketplace/curriculum';

/** The order of a curriculum as PUT /curriculum/order takes it: sections in order, each with its lesson ids in order. */
export type CurriculumOrder = CurriculumOrderBody['sections'];

/** The order `curriculum` has now. */
export const orderOf = (curriculum: Pick<Curriculum, 'sections'>): CurriculumOrder =>
  curriculum.sections.map((section) => ({ id: section.id, lessonIds: section.lessons.map((lesson) => lesson.id) }));

/**
 * `order` with section `sectionId` moved one place up (-1) or down (+1); null when it cannot move
 * (first up, last down, unknown).
 */
export function moveSection(order: CurriculumOrder, sectionId: string, step: -1 | 1): CurriculumOrder | null {
  const from = order.findIndex((section) => section.id === sectionId);
  const to = from + step;
  if (from === -1 || to < 0 || to >= order.length) return null;
  const next = [...order];
  const [moved] = next.splice(from, 1);
  if (!moved) return null;
  next.splice(to, 0, moved);
  return next;
}

/**
 * `order` with lesson `lessonId` moved one place up (-1) or down (+1), the keyboard's alternative to
 * dragging (issue 27 item 1): within its section, or past the section's edge into the end of the
 * previous section or the start of the next one. Null when it cannot move (the very first lesson up,
 * the very last down, an unknown lesson).
 */
export function moveLesson(order: CurriculumOrder, lessonId: string, step: -1 | 1): CurriculumOrder | null {
  const sectionIndex = order.findIndex((section) => section.lessonIds.includes(lessonId));
  const section = order[sectionIndex];
  if (!section) return null;
  const from = section.lessonIds.indexOf(lessonId);
  const to = from + step;
  if (to >= 0 && to < section.lessonIds.length) {
    const lessonIds = [...section.lessonIds];
    lessonIds.splice(from, 1);
    lessonIds.splice(to, 0, lessonId);
    return order.map((other, index) => (index === sectionIndex ? { ...other, lessonIds } : other));
  }
  const neighbourIndex = sectionIndex + step;
  const neighbour = order[neighbourIndex];
  if (!neighbour) return null;
  return placeLesson(order, lessonId, neighbour.id, step === -1 ? neighbour.lessonIds.length : 0);
}

/** `order` with lesson `lessonId` taken out of its section and put at `index` of section `sectionId` (a drop). */
export function placeLesson(
  order: CurriculumOrder,
  lessonId: string,
  sectionId: string,
  index: number,
): CurriculumOrder {
  const without = order.map((section) => ({
    ...section,
    lessonIds: section.lessonIds.filter((id) => id !== lessonId),
  }));
  return without.map((section) => {
    if (section.id !== sectionId) return section;
    const lessonIds = [...section.lessonIds];
    lessonIds.splice(Math.max(0, Math.min(index, lessonIds.length)), 0, lessonId);
    return { ...section, lessonIds };
  });
}
