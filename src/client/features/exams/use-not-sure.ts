import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { InProgressItem } from '../../../shared/exams/attempt-schemas';
import { updateAttemptItem } from './api/update-attempt-item';

/**
 * The "Not sure" marks of an attempt being taken (issue 25 item 3: a right answer marked Not sure
 * still becomes a flashcard), one per position, saved with the item (PATCH { lowConfidence }). The
 * mark shows at once; a refused save puts it back as it was.
 */
export function useNotSureMarks(attemptId: string, items: InProgressItem[]) {
  const [marks, setMarks] = useState<boolean[]>(() => items.map((item) => item.lowConfidence ?? false));
  const save = useMutation({
    mutationFn: ({ position, value }: { position: number; value: boolean }) =>
      updateAttemptItem(attemptId, items[position]?.item.id ?? '', { lowConfidence: value }),
    onError: (_error, { position, value }) =>
      setMarks((current) => current.map((mark, i) => (i === position ? !value : mark))),
  });
  return {
    marks,
    /** Marks (or unmarks) the item at `position` and saves it. */
    mark: (position: number, value: boolean) => {
      setMarks((current) => current.map((mark, i) => (i === position ? value : mark)));
      save.mutate({ position, value });
    },
  };
}
