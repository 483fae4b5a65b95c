/** The messages of a failed validation, each once, in the order the schema reported them. */
export function issueMessages(error: { issues: readonly { message: string }[] }): string[] {
  return [...new Set(error.issues.map((issue) => issue.message))];
}

/** The first message for each field of a failed validation, by field name: a form's inline errors. */
export function fieldErrors(error: {
  issues: readonly { message: string; path: readonly PropertyKey[] }[];
}): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    if (field && !(field in errors)) errors[field] = issue.message;
  }
  return errors;
}
