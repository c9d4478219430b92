/**
 * An error as a log line may tell it: what failed and why, never the data. Database errors carry
 * the query's parameters (a new user's password hash, a customer's address) in their message and
 * the offending values in `detail`; both are left out. The cause chain is followed, so the
 * driver's own reason (with its SQLSTATE code) stays in the line.
 */
export function describeError(error: unknown): string {
  const parts: string[] = [];
  let current: unknown = error;
  for (let depth = 0; current !== undefined && current !== null && depth < 5; depth += 1) {
    parts.push(describeOne(current));
    current = current instanceof Error ? current.cause : undefined;
  }
  return parts.join(" <- ");
}

function describeOne(error: unknown): string {
  if (!(error instanceof Error)) return typeof error === "string" ? withoutParams(error) : typeof error;
  const code = (error as { code?: unknown }).code;
  const message = withoutParams(error.message);
  return `${error.name}${typeof code === "string" ? ` [${code}]` : ""}: ${message}`;
}

// Drizzle writes "Failed query: <sql>\nparams: <values>"; the SQL has placeholders only.
function withoutParams(message: string): string {
  return message
    .replace(/\s*\nparams:[\s\S]*$/, " (parameters not logged)")
    .replace(/\s+/g, " ")
    .trim();
}
