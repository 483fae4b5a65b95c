import { dragAndDropFlaws } from '../drag-and-drop-cloze/content-rules';
import type { DragAndDropRationaleItem } from './schemas';

/**
 * The item-writing flaws of a drag-and-drop rationale item: those of every drag-and-drop item
 * (dragAndDropFlaws: the token bank's option flaws, a rationale for every token as "<letter> is
 * correct/wrong ...", and no two targets joined by "and" alone, which matters most for a triad's two
 * effects: drawn from one bank, they must each have their own frame or a right answer in the other
 * order would score 0).
 */
export function dragAndDropRationaleFlaws(item: DragAndDropRationaleItem): string[] {
  return dragAndDropFlaws(item);
}
