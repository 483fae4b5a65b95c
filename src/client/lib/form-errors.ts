/** The messages of a failed validation, each once, in the order the schema reported them. */
export function issueMessages(error: { issues: readonly { message: string }[] }): string[] {
  return [...new Set(error.issues.map((issue) => issue.message))];
}
