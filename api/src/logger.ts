import { redactingReplacer } from "./logging/redact";

type Level = "debug" | "info" | "warn" | "error";
const rank: Record<Level | "silent", number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 99 };

export interface Logger {
  debug(msg: string, fields?: Record<string, unknown>): void;
  info(msg: string, fields?: Record<string, unknown>): void;
  warn(msg: string, fields?: Record<string, unknown>): void;
  error(msg: string, fields?: Record<string, unknown>): void;
}

/**
 * One JSON object per line on stdout, so a log shipper can read it without parsing prose. Every
 * string in a line passes through the private-link redaction, whoever logs it.
 */
export function createLogger(
  minLevel: Level | "silent" = "info",
  write: (line: string) => void = (l) => process.stdout.write(`${l}\n`),
): Logger {
  const log =
    (level: Level) =>
    (msg: string, fields: Record<string, unknown> = {}) => {
      if (rank[level] < rank[minLevel]) return;
      write(JSON.stringify({ time: new Date().toISOString(), level, msg, ...fields }, redactingReplacer));
    };
  return { debug: log("debug"), info: log("info"), warn: log("warn"), error: log("error") };
}
