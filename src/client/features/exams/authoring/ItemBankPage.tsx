/** Placeholder of the page (issue 28), replaced by its builder. */
export function Component() {
  return null;
}
