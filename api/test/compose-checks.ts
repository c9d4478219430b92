import { existsSync, readFileSync } from "node:fs";
import { expect } from "vitest";
import { MAX_UPLOAD_REQUEST_BYTES } from "../src/common/uploads";

// What a deployer relies on in compose.yaml, deploy/nginx.conf and the Dockerfile, as checks on the
// parsed files. They are functions so that compose.test.ts can also feed them broken copies and
// prove they bite.

export type Obj = Record<string, unknown>;
export type Env = Record<string, string | undefined>;

const repoRoot = new URL("../../", import.meta.url);
export const composeText = readFileSync(new URL("../../compose.yaml", import.meta.url), "utf8");
const dockerfilePath = new URL("../../Dockerfile", import.meta.url);
export const dockerfileText = existsSync(dockerfilePath) ? readFileSync(dockerfilePath, "utf8") : "";
export const nginxConfText = readFileSync(new URL("../../deploy/nginx.conf", import.meta.url), "utf8");

function isObj(value: unknown): value is Obj {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

export function obj(value: unknown, where: string): Obj {
  if (!isObj(value)) throw new Error(`${where} should be a mapping, got ${JSON.stringify(value)}`);
  return value;
}

/** Walks a path of mapping keys, failing with the path when a step is missing. */
export function at(root: unknown, ...keys: string[]): Obj {
  let current = obj(root, "document");
  for (const [i, key] of keys.entries()) current = obj(current[key], keys.slice(0, i + 1).join("."));
  return current;
}

/** Compose's variable interpolation: $$, $VAR, ${VAR}, ${VAR:-default}, ${VAR-default}, ${VAR:?err}, ${VAR:+alt}. */
function interpolate(value: unknown, env: Env): unknown {
  if (typeof value === "string") {
    return value.replace(
      /\$\$|\$\{([A-Za-z_][A-Za-z0-9_]*)(?:(:?[-?+])([^}]*))?\}|\$([A-Za-z_][A-Za-z0-9_]*)/g,
      (match: string, braced?: string, op?: string, arg?: string, bare?: string) => {
        if (match === "$$") return "$";
        const name = braced ?? bare ?? "";
        const raw = env[name];
        const set = op?.startsWith(":") ? raw !== undefined && raw !== "" : raw !== undefined;
        switch (op?.replace(":", "")) {
          case "-":
            return set ? (raw ?? "") : (arg ?? "");
          case "?":
            if (!set) throw new Error(`required variable ${name} is missing: ${arg ?? ""}`);
            return raw ?? "";
          case "+":
            return set ? (arg ?? "") : "";
          default:
            return raw ?? "";
        }
      },
    );
  }
  if (Array.isArray(value)) return value.map((v) => interpolate(v, env));
  if (isObj(value))
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, interpolate(v, env)]));
  return value;
}

/** A service's environment in either the mapping or the list form; null means "pass through from the host". */
function environmentOf(service: Obj): Record<string, string | null> {
  const env = service.environment;
  if (env === undefined) return {};
  if (Array.isArray(env)) {
    return Object.fromEntries(
      env.map((entry) => {
        const text = String(entry);
        const eq = text.indexOf("=");
        return eq === -1 ? [text, null] : [text.slice(0, eq), text.slice(eq + 1)];
      }),
    );
  }
  return Object.fromEntries(
    Object.entries(obj(env, "environment")).map(([k, v]) => [k, v === null ? null : String(v)]),
  );
}

interface Mount {
  source: string;
  target: string;
  named: boolean;
}

function mountsOf(service: Obj): Mount[] {
  const volumes = service.volumes ?? [];
  if (!Array.isArray(volumes)) throw new Error("volumes should be a list");
  return volumes.map((entry): Mount => {
    if (typeof entry === "string") {
      const [source = "", target = ""] = entry.split(":");
      const anonymous = !entry.includes(":");
      const bind = /^[./~]/.test(source);
      return anonymous ? { source: "", target: source, named: false } : { source, target, named: !bind };
    }
    const long = obj(entry, "volume entry");
    const source = typeof long.source === "string" ? long.source : "";
    return { source, target: String(long.target), named: long.type === "volume" && source !== "" };
  });
}

function healthcheckCommand(service: Obj, where: string): string {
  const healthcheck = obj(service.healthcheck, `${where}.healthcheck`);
  expect(healthcheck.disable, `${where} healthcheck is disabled`).not.toBe(true);
  const test = healthcheck.test;
  const command = Array.isArray(test) ? test.map(String).join(" ") : String(test);
  expect(command, `${where} healthcheck`).not.toMatch(/^NONE\b/);
  return command;
}

function containerPorts(service: Obj): number[] {
  const ports = service.ports ?? [];
  if (!Array.isArray(ports)) throw new Error("ports should be a list");
  return ports.map((entry) => {
    if (isObj(entry)) return Number(entry.target);
    const last = String(entry).split(":").at(-1) ?? "";
    return Number(last.replace(/\/(tcp|udp)$/, ""));
  });
}

/** Every service built from this repository: the store's replicas. */
function replicasOf(services: Obj): [string, Obj][] {
  return Object.entries(services)
    .map(([name, service]): [string, Obj] => [name, obj(service, name)])
    .filter(([, service]) => service.build !== undefined);
}

/** The settings a deployer sets in the shell or .env; each replica must take them from there. */
const PASSED_THROUGH = [
  "ADMIN_EMAIL",
  "ADMIN_PASSWORD",
  "PUBLIC_URL",
  "SMTP_URL",
  "MAIL_FROM",
  "STORE_EMAIL",
  "S3_BUCKET",
  "S3_ENDPOINT",
  "S3_REGION",
  "S3_ACCESS_KEY_ID",
  "S3_SECRET_ACCESS_KEY",
  "S3_FORCE_PATH_STYLE",
  "REDIS_URL",
];

/** Checks one store replica: built here, on db, with its data on a named volume, probed for readiness. */
function checkReplica(
  name: string,
  app: Obj,
  dbEnv: Record<string, string | null>,
  hostEnv: Env,
  imageEnv: Env,
) {
  const build = typeof app.build === "string" ? { context: app.build } : obj(app.build, `${name}.build`);
  const context = String(build.context ?? ".");
  expect(context).toMatch(/^\.\/?$/);
  const dockerfile = typeof build.dockerfile === "string" ? build.dockerfile : "Dockerfile";
  expect(existsSync(new URL(dockerfile, repoRoot)), `${dockerfile} should exist in the repo`).toBe(true);

  // The replica reaches db over the compose network with the credentials db was created with.
  const appEnv = environmentOf(app);
  const url = new URL(appEnv.DATABASE_URL ?? "");
  expect(url.protocol).toMatch(/^postgres(ql)?:$/);
  expect(url.hostname).toBe("db");
  expect(url.port === "" ? 5432 : Number(url.port)).toBe(5432);
  expect(decodeURIComponent(url.username)).toBe(dbEnv.POSTGRES_USER);
  expect(decodeURIComponent(url.password)).toBe(dbEnv.POSTGRES_PASSWORD);
  expect(url.pathname).toBe(`/${dbEnv.POSTGRES_DB}`);

  // It starts only once db answers.
  expect(at(app, "depends_on", "db").condition).toBe("service_healthy");

  // Behind the proxy: believe its X-Forwarded-For, or every client shares the proxy's rate limit.
  expect(appEnv.TRUST_PROXY, `${name}.TRUST_PROXY`).toMatch(/^(true|1)$/);

  // Uploads survive a re-created container: DATA_DIR sits on a named volume.
  const dataDir = (appEnv.DATA_DIR ?? imageEnv.DATA_DIR ?? "").replace(/\/+$/, "");
  expect(dataDir, "DATA_DIR should be an absolute path").toMatch(/^\//);
  const dataMount = mountsOf(app).find((m) => m.named && m.target.replace(/\/+$/, "") === dataDir);
  expect(dataMount, `${name} should keep ${dataDir} on a named volume`).toBeDefined();

  // Traffic goes to ready replicas: the probe asks readiness, without tools the slim image lacks.
  const appProbe = healthcheckCommand(app, name);
  expect(appProbe).toContain("/api/health/ready");
  expect(appProbe).not.toMatch(/\b(curl|wget)\b/);

  // Settings pass through; an empty string would fail the server's env check at start.
  for (const variable of PASSED_THROUGH) {
    expect(appEnv, `${variable} should be passed to ${name}`).toHaveProperty(variable);
    // A key without a value takes the host's value, or stays unset in the container.
    const inContainer = appEnv[variable] ?? hostEnv[variable];
    expect(inContainer, `${variable} in ${name}`).toBe(hostEnv[variable]);
  }
  // Only the proxy is published.
  expect(containerPorts(app), `${name} should not publish a port`).toEqual([]);
  return dataMount?.source ?? "";
}

/** The upstream servers and proxy headers of deploy/nginx.conf, with comments dropped. */
function checkNginx(text: string, replicas: string[]): void {
  const conf = text.replace(/#.*$/gm, "");
  const upstream = /upstream\s+(\S+)\s*\{([^}]*)\}/.exec(conf);
  expect(upstream, "nginx.conf should declare an upstream").not.toBeNull();
  const [, upstreamName = "", body = ""] = upstream ?? [];
  const servers = [...body.matchAll(/^\s*server\s+([^\s;]+)/gm)].map((m) => m[1]);
  expect(servers.sort()).toEqual(replicas.map((name) => `${name}:3000`).sort());
  expect(conf).toMatch(new RegExp(`proxy_pass\\s+http://${upstreamName}\\s*;`));
  const header = (name: string) =>
    new RegExp(`proxy_set_header\\s+${name}\\s+(\\S+)\\s*;`, "i").exec(conf)?.[1] ?? "(not set)";
  // Overwritten with the peer's address: the store reads the first address, which a client could forge
  // if nginx appended to its header ($proxy_add_x_forwarded_for).
  expect(header("X-Forwarded-For"), "X-Forwarded-For").toBe("$remote_addr");
  expect(header("X-Forwarded-Proto"), "X-Forwarded-Proto").toBe("$scheme");
  expect(header("Host"), "Host").toMatch(/^\$(http_)?host$/);
  // The artwork form's largest request must reach the store, which answers it with a clear message.
  const size = /client_max_body_size\s+(\d+)([kmg]?)\s*;/i.exec(conf);
  const unit = { "": 1, k: 1024, m: 1024 ** 2, g: 1024 ** 3 }[(size?.[2] ?? "").toLowerCase()] ?? 1;
  expect(Number(size?.[1] ?? 0) * unit, "client_max_body_size").toBeGreaterThanOrEqual(
    MAX_UPLOAD_REQUEST_BYTES,
  );
}

/** Checks compose.yaml as Compose would see it with `hostEnv` in the shell. */
export function checkCompose(raw: unknown, hostEnv: Env, imageEnv: Env, nginxText = nginxConfText): void {
  expect(obj(raw, "compose.yaml"), "the `version` key is obsolete").not.toHaveProperty("version");
  const doc = interpolate(raw, hostEnv);
  const services = at(doc, "services");
  const db = at(services, "db");

  // db: PostgreSQL 15, probed with pg_isready, data on the pgdata named volume.
  expect(db.image).toMatch(/^postgres:15([.-]|$)/);
  expect(healthcheckCommand(db, "db")).toMatch(/\bpg_isready\b/);
  expect(mountsOf(db)).toContainEqual({ source: "pgdata", target: "/var/lib/postgresql/data", named: true });
  const dbEnv = environmentOf(db);
  expect(dbEnv.POSTGRES_PASSWORD, "db needs a password").toBeTruthy();

  // Two replicas or more, sharing one uploads volume so a file stored by one is served by the other.
  const replicas = replicasOf(services);
  expect(replicas.length, "replicas built from the repo").toBeGreaterThanOrEqual(2);
  const volumes = replicas.map(([name, app]) => checkReplica(name, app, dbEnv, hostEnv, imageEnv));
  expect(new Set(volumes).size, `one uploads volume for every replica, got ${volumes.join(", ")}`).toBe(1);

  // The proxy: the only published port, started once the replicas are ready, probing liveness.
  const proxy = at(services, "proxy");
  expect(String(proxy.image)).toMatch(/^nginx:/);
  expect(containerPorts(proxy)).toContain(80);
  for (const [name] of replicas) {
    expect(at(proxy, "depends_on", name).condition, `proxy waits for ${name}`).toBe("service_healthy");
  }
  expect(healthcheckCommand(proxy, "proxy")).toContain("/api/health/live");
  const confMount = mountsOf(proxy).find((m) => m.target.startsWith("/etc/nginx/"));
  expect(confMount?.source, "proxy should mount its config from the repo").toMatch(/^\.\//);
  expect(existsSync(new URL(confMount?.source ?? "", repoRoot)), `${confMount?.source} should exist`).toBe(
    true,
  );
  checkNginx(
    nginxText,
    replicas.map(([name]) => name),
  );

  // Every named volume a service mounts is declared at top level.
  const declared = Object.keys(at(doc, "volumes"));
  for (const [name, service] of Object.entries(services)) {
    for (const mount of mountsOf(obj(service, name)).filter((m) => m.named)) {
      expect(declared, `volume ${mount.source} used by ${name}`).toContain(mount.source);
    }
  }
}

interface Instruction {
  keyword: string;
  args: string;
}

/** The final stage's instructions, with continuation lines joined and comments dropped. */
export function finalStage(text: string): Instruction[] {
  const lines = text
    .replace(/\\\r?\n/g, " ")
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l !== "" && !l.startsWith("#"));
  const instructions = lines.map((line): Instruction => {
    const [keyword = "", ...rest] = line.split(/\s+/);
    return { keyword: keyword.toUpperCase(), args: rest.join(" ") };
  });
  const lastFrom = instructions.map((i) => i.keyword).lastIndexOf("FROM");
  expect(lastFrom, "Dockerfile should have a FROM").toBeGreaterThanOrEqual(0);
  return instructions.slice(lastFrom);
}

export function imageEnvOf(stage: Instruction[]): Env {
  const env: Env = {};
  for (const { args } of stage.filter((i) => i.keyword === "ENV")) {
    for (const match of args.matchAll(/([A-Za-z_][A-Za-z0-9_]*)=("[^"]*"|\S*)/g)) {
      env[match[1] ?? ""] = (match[2] ?? "").replace(/^"|"$/g, "");
    }
  }
  return env;
}

export function checkDockerfile(text: string): void {
  const stage = finalStage(text);
  const last = (keyword: string) => stage.filter((i) => i.keyword === keyword).at(-1);

  expect(stage[0]?.args).toMatch(/^node:20\b/);

  // Exec form, so node is PID 1 and receives SIGTERM for its graceful shutdown.
  const cmd: unknown = JSON.parse(last("CMD")?.args ?? "null");
  expect(Array.isArray(cmd), "CMD should use the exec (JSON array) form").toBe(true);
  expect(cmd).toEqual(expect.arrayContaining(["node", "api/src/server.ts"]));

  const healthcheck = last("HEALTHCHECK")?.args ?? "";
  expect(healthcheck, "HEALTHCHECK").toMatch(/\bCMD\b/);
  // Liveness: a container is not "unhealthy" (and restarted by an orchestrator) while the database is away.
  expect(healthcheck).toContain("/api/health/live");
  expect(healthcheck).not.toMatch(/\b(curl|wget)\b/);

  const user = last("USER")?.args.split(":")[0] ?? "";
  expect(user, "the final stage should switch to a non-root USER").not.toBe("");
  expect(["root", "0"]).not.toContain(user);

  expect(imageEnvOf(stage).NODE_ENV).toBe("production");
}

// Merge keys (`<<: *app`) as Compose reads them.
