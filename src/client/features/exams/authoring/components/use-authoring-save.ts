import { type FormEvent, useState } from 'react';
import { ApiError } from '../../../../lib/api-client';
import { useLeaveGuard } from '../../use-leave-guard';

/**
 * The saving of an authoring form (ItemForm, CaseStudyForm): `onSubmit` (the form's handler) does
 * nothing while `hasProblems()` finds problems in what is typed now (the debounced check may lag
 * the last keystroke), else calls `save()` and, once it resolves, `markSaved()` (the form is then
 * clean). A refusal sets `serverError` to the server's sentence (an ApiError's message) or
 * `failure`, keeping what was typed. `saving` is true meanwhile; leaving while `dirty` and not
 * saving asks first (`blocker`, for UnsavedChangesDialog).
 */
export function useAuthoringSave({
  dirty,
  hasProblems,
  save,
  markSaved,
  failure,
}: {
  dirty: boolean;
  hasProblems: () => boolean;
  save: () => Promise<unknown>;
  markSaved: () => void;
  failure: string;
}) {
  const [serverError, setServerError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const { blocker } = useLeaveGuard(dirty && !saving);
  const submit = async () => {
    if (hasProblems()) return;
    setServerError(null);
    setSaving(true);
    try {
      await save();
      markSaved();
    } catch (error) {
      setServerError(error instanceof ApiError ? error.message : failure);
    } finally {
      setSaving(false);
    }
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit();
  };
  return { serverError, saving, blocker, onSubmit };
}
