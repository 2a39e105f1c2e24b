/** The messages of an error and of its causes (up to five), joined by "Cause:". */
export function errorChain(error: unknown): string {
  const messages: string[] = [];
  for (let current = error; current !== undefined && current !== null && messages.length < 5; ) {
    messages.push(current instanceof Error ? current.message : String(current));
    current = current instanceof Error ? current.cause : undefined;
  }
  return messages.join('\n\nCause:\n');
}
