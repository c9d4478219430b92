import { type ChildProcess, spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

export const serverEntry = fileURLToPath(new URL("../src/server.ts", import.meta.url));

export interface RunningServer {
  child: ChildProcess;
  port: number;
  /** Every JSON log line the process has written so far. */
  lines: Record<string, unknown>[];
  exited: Promise<number | null>;
}

/** Starts `server.ts` as `npm start` would, with the given environment, and waits until it listens. */
export async function startServerProcess(env: Record<string, string>): Promise<RunningServer> {
  const child = spawn(process.execPath, ["--import", "tsx", serverEntry], {
    env: {
      PATH: process.env.PATH,
      PORT: "0",
      HOST: "127.0.0.1",
      ADMIN_EMAIL: "owner@example.com",
      ADMIN_PASSWORD: "long-enough-password",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const lines: Record<string, unknown>[] = [];
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const port = await new Promise<number>((resolve, reject) => {
    let buffer = "";
    child.stdout?.on("data", (chunk: Buffer) => {
      buffer += chunk.toString();
      let newline = buffer.indexOf("\n");
      while (newline >= 0) {
        const line = JSON.parse(buffer.slice(0, newline)) as Record<string, unknown>;
        lines.push(line);
        buffer = buffer.slice(newline + 1);
        if (line.msg === "store listening") resolve(Number(new URL(String(line.url)).port));
        newline = buffer.indexOf("\n");
      }
    });
    child.stderr?.on("data", (chunk: Buffer) => reject(new Error(chunk.toString())));
    exited.then((code) => reject(new Error(`server exited early with ${code}`)));
  });
  return { child, port, lines, exited };
}
