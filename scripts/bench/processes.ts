import { type ChildProcess, spawn } from "node:child_process";
import { readFile } from "node:fs/promises";
import { createServer } from "node:net";
import { fileURLToPath } from "node:url";

export const repoRoot = fileURLToPath(new URL("../../", import.meta.url));

/** A port free right now on loopback, for a child server to listen on. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  base: string;
  pid: number;
  stop(): Promise<void>;
}

/**
 * Starts `node --import tsx <script>` with PORT set and waits until `readyPath` answers 200.
 * Output is discarded: the server's per-request log lines must not flow into this process.
 */
export async function startServerProcess(
  script: string,
  /** Added to this process's environment; an undefined value removes the variable. */
  env: Record<string, string | undefined>,
  readyPath = "/",
  timeoutMs = 120_000,
): Promise<ServerProcess> {
  const port = await freePort();
  const childEnv: NodeJS.ProcessEnv = { ...process.env, PORT: String(port) };
  for (const [name, value] of Object.entries(env)) {
    if (value === undefined) delete childEnv[name];
    else childEnv[name] = value;
  }
  const child = spawn(process.execPath, ["--import", "tsx", script], {
    cwd: repoRoot,
    env: childEnv,
    stdio: ["ignore", "ignore", "inherit"],
  });
  const base = `http://127.0.0.1:${port}`;
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${script} exited with ${child.exitCode} before answering`);
    try {
      if ((await fetch(`${base}${readyPath}`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`${script} did not answer ${readyPath} within ${timeoutMs / 1000} s`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return { base, pid: child.pid ?? 0, stop: () => stopChild(child, exited) };
}

async function stopChild(child: ChildProcess, exited: Promise<number | null>): Promise<void> {
  if (child.exitCode !== null) return;
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), 15_000);
  await exited;
  clearTimeout(timer);
}

/**
 * Resolves once the process has used under 5% of a core for two seconds in a row (Linux's
 * /proc/<pid>/stat): its background work after a start (compressing pages better) is done.
 */
export async function untilIdle(pid: number, timeoutMs = 120_000): Promise<void> {
  const cpuTicks = async () => {
    const fields = (await readFile(`/proc/${pid}/stat`, "utf8")).split(") ")[1]?.split(" ") ?? [];
    return Number(fields[11]) + Number(fields[12]);
  };
  const deadline = Date.now() + timeoutMs;
  let quietSeconds = 0;
  let before = await cpuTicks().catch(() => Number.NaN);
  if (Number.isNaN(before)) return;
  while (quietSeconds < 2 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const now = await cpuTicks();
    // 100 ticks a second: under 5 is under 5% of a core.
    quietSeconds = now - before < 5 ? quietSeconds + 1 : 0;
    before = now;
  }
}
