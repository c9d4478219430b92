import { type ChildProcess, spawn } from "node:child_process";
import { createServer } from "node:net";
import { fileURLToPath } from "node:url";

const serverEntry = fileURLToPath(new URL("../../api/src/server.ts", import.meta.url));

export interface StoreProcess {
  url: string;
  /** Warnings and errors the store logged (it runs at LOG_LEVEL=warn). */
  logLines: string[];
  /** SIGTERM, as a supervisor stops it; resolves with the exit code. */
  stop(): Promise<number | null>;
}

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const address = probe.address();
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  if (address === null || typeof address === "string") throw new Error("no free port");
  return address.port;
}

/**
 * Starts `server.ts` as `npm start` runs it, on loopback, and waits until it is ready. It believes
 * X-Forwarded-For (TRUST_PROXY), as behind the compose proxy: the soak plays that proxy and gives
 * each virtual visitor its own address, so the per-address limits see many visitors, not one.
 */
export async function startStore(env: Record<string, string>): Promise<StoreProcess> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", serverEntry], {
    env: {
      PATH: process.env.PATH,
      HOST: "127.0.0.1",
      PORT: String(port),
      LOG_LEVEL: "warn",
      TRUST_PROXY: "true",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const logLines: string[] = [];
  const collect = (chunk: Buffer) => {
    for (const line of chunk.toString().split("\n")) if (line.trim()) logLines.push(line);
  };
  child.stdout?.on("data", collect);
  child.stderr?.on("data", collect);
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  let gone = false;
  void exited.then(() => {
    gone = true;
  });

  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (gone) throw new Error(`the store exited while starting:\n${logLines.join("\n")}`);
    if (Date.now() > deadline) throw new Error("the store was not ready within 2 minutes");
    const ready = await fetch(`${url}/api/health/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    logLines,
    stop() {
      if (!gone) child.kill("SIGTERM");
      return exited;
    },
  };
}
