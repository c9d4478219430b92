import { execFile } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { chown, mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import postgres from "postgres";

// A PostgreSQL cluster of a test's own, in a temporary folder on a free loopback port, that the
// test may stop and start as often as it likes: restarting the machine's shared server would break
// other people's tests. PostgreSQL refuses to run as root, so as root it runs as `postgres`.

const run = promisify(execFile);

/** The folder holding initdb and pg_ctl (the newest Debian one, or on PATH), or undefined. */
export function postgresBinaries(): string | undefined {
  const debian = "/usr/lib/postgresql";
  if (existsSync(debian)) {
    const versions = readdirSync(debian)
      .filter((v) => existsSync(path.join(debian, v, "bin", "pg_ctl")))
      .sort((a, b) => Number(b) - Number(a));
    if (versions[0]) return path.join(debian, versions[0], "bin");
  }
  for (const dir of (process.env.PATH ?? "").split(path.delimiter)) {
    if (dir && existsSync(path.join(dir, "initdb")) && existsSync(path.join(dir, "pg_ctl"))) return dir;
  }
  return undefined;
}

export interface ThrowawayPostgres {
  /** postgres://… to the cluster's `store` database. */
  url: string;
  /** Stops the server: `fast` ends sessions cleanly, `immediate` drops them as a crash would. */
  stop(mode?: "fast" | "immediate"): Promise<void>;
  /** Starts it again on the same port and waits until it accepts connections. */
  start(): Promise<void>;
  /**
   * Freezes every process of the cluster (SIGSTOP): connections stay open and new ones are
   * accepted by the kernel, but nothing answers, as with a hung server or a lost network.
   */
  pause(): void;
  /** Lets the frozen processes go on (SIGCONT). */
  resume(): void;
  /** Stops it (if running) and removes its folder. */
  destroy(): Promise<void>;
}

/** The uid and gid of `postgres`, when this process is root and must hand the cluster over. */
function runAs(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const line = readFileSync("/etc/passwd", "utf8")
    .split("\n")
    .find((l) => l.startsWith("postgres:"));
  if (!line) throw new Error("running as root, and there is no postgres user to run PostgreSQL as");
  const [, , uid, gid] = line.split(":");
  return { uid: Number(uid), gid: Number(gid) };
}

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", () => resolve()));
  const address = probe.address();
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  if (address === null || typeof address === "string") throw new Error("no free port");
  return address.port;
}

/** The postmaster (first line of postmaster.pid) and its children (from /proc), Linux only. */
function clusterProcesses(dataDir: string): number[] {
  const postmaster = Number(readFileSync(path.join(dataDir, "postmaster.pid"), "utf8").split("\n")[0]);
  const children = readdirSync("/proc")
    .filter((name) => /^\d+$/.test(name))
    .filter((pid) => {
      try {
        // The fourth field of /proc/<pid>/stat is the parent; the name before it may hold spaces.
        const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
        return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]) === postmaster;
      } catch {
        return false; // gone meanwhile
      }
    })
    .map(Number);
  return [postmaster, ...children];
}

/** initdb, start, and a `store` database: about 2 s. */
export async function startThrowawayPostgres(): Promise<ThrowawayPostgres> {
  const bin = postgresBinaries();
  if (!bin) throw new Error("no PostgreSQL binaries (initdb, pg_ctl) on this machine");
  const user = runAs();
  const root = await mkdtemp(path.join(os.tmpdir(), "store-pg-"));
  if (user) await chown(root, user.uid, user.gid);
  const dataDir = path.join(root, "data");
  const port = await freePort();
  const pg = (tool: string, args: string[]) =>
    run(path.join(bin, tool), args, { cwd: root, timeout: 60_000, ...(user ?? {}) });

  // No fsync: the cluster is thrown away, and a restart's checkpoint should not wait for the disk.
  await pg("initdb", ["-D", dataDir, "-U", "store", "-A", "trust", "-E", "UTF8", "--locale=C", "--no-sync"]);
  const options = [
    `-p ${port}`,
    `-k ${root}`,
    "-c listen_addresses=127.0.0.1",
    "-c fsync=off",
    "-c full_page_writes=off",
  ].join(" ");
  let running = false;
  const start = async () => {
    await pg("pg_ctl", [
      "-D",
      dataDir,
      "-o",
      options,
      "-l",
      path.join(root, "log"),
      "-w",
      "-t",
      "30",
      "start",
    ]);
    running = true;
  };
  const stop = async (mode: "fast" | "immediate" = "fast") => {
    await pg("pg_ctl", ["-D", dataDir, "-m", mode, "-w", "-t", "30", "stop"]);
    running = false;
  };
  await start();
  const admin = postgres(`postgres://store@127.0.0.1:${port}/postgres`, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe("create database store");
  } finally {
    await admin.end();
  }
  const signalAll = (signal: NodeJS.Signals) => {
    for (const pid of clusterProcesses(dataDir)) process.kill(pid, signal);
  };
  return {
    url: `postgres://store:store@127.0.0.1:${port}/store`,
    stop,
    start,
    pause: () => signalAll("SIGSTOP"),
    resume: () => signalAll("SIGCONT"),
    async destroy() {
      if (running) await stop("immediate").catch(() => undefined);
      await rm(root, { recursive: true, force: true });
    },
  };
}
