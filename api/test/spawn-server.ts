import { type ChildProcess, spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

const START_TIMEOUT_MS = 60_000;
/**
 * A test that starts the server as a process (migrated and seeded from nothing) and stops it: it
 * shares two cores with the other test workers and CI's PostgreSQL pass, where one took 34 s. A
 * passing run takes what it takes; the limit only ends a stuck one.
 */
export const SPAWNED_TEST_MS = 120_000;
export const serverEntry = fileURLToPath(new URL("../src/server.ts", import.meta.url));

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  port: number;
  /** Its log lines, parsed. */
  lines: Record<string, unknown>[];
  exited: Promise<number | null>;
  /** SIGTERM, then waits for the exit code. */
  stop(): Promise<number | null>;
}

/**
 * Starts `server.ts` as `npm start` would, with exactly this environment (LOG_LEVEL info or lower:
 * the "store listening" line says it is ready), and waits until it listens.
 */
export async function spawnServer(env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", serverEntry], {
    // Drawing pages ahead is not these tests' subject (warm-up.test.ts's is): off unless asked for.
    env: { PATH: process.env.PATH, PORT: "0", HOST: "127.0.0.1", DRAW_PAGES_AHEAD: "false", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const lines: Record<string, unknown>[] = [];
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const port = await new Promise<number>((resolve, reject) => {
    let buffer = "";
    child.stdout?.on("data", (chunk: Buffer) => {
      buffer += chunk.toString();
      for (let newline = buffer.indexOf("\n"); newline >= 0; newline = buffer.indexOf("\n")) {
        const line = JSON.parse(buffer.slice(0, newline)) as Record<string, unknown>;
        lines.push(line);
        buffer = buffer.slice(newline + 1);
        if (line.msg === "store listening") {
          clearTimeout(tooLate);
          resolve(Number(new URL(String(line.url)).port));
        }
      }
    });
    exited.then((code) => reject(new Error(`server exited early with ${code}: ${stderr}`)));
    // A server that never says it listens is killed, not left running after the test (one that
    // listens is left alone, however long the test runs).
    const tooLate = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`server did not start within ${START_TIMEOUT_MS} ms: ${stderr}`));
    }, START_TIMEOUT_MS);
    tooLate.unref();
  });
  return {
    child,
    url: `http://127.0.0.1:${port}`,
    port,
    lines,
    exited,
    stop() {
      child.kill("SIGTERM");
      return exited;
    },
  };
}
