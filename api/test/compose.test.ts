import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import {
  at,
  checkCompose,
  checkDockerfile,
  composeText,
  dockerfileText,
  type Env,
  finalStage,
  imageEnvOf,
  nginxConfText,
  type Obj,
  obj,
} from "./compose-checks";

// compose.yaml, nginx.conf and the Dockerfile as a deployer relies on them, and proof that each
// check fails on a broken copy.

const composeDoc: unknown = parse(composeText, { merge: true });
const hostDefaults: Env = {};
const hostCustom: Env = {
  POSTGRES_PASSWORD: "s3cret-from-host",
  PORT: "8080",
  ADMIN_EMAIL: "admin@example.com",
  ADMIN_PASSWORD: "a-long-password",
  SMTP_URL: "smtp://mailer:pw@smtp.example.com:587",
  S3_BUCKET: "store-uploads",
  S3_FORCE_PATH_STYLE: "true",
};

describe("compose.yaml", () => {
  const imageEnv = imageEnvOf(finalStage(dockerfileText));

  it("wires db, two replicas and the proxy together with the defaults", () => {
    checkCompose(composeDoc, hostDefaults, imageEnv);
  });

  it("keeps them in step when the host sets POSTGRES_PASSWORD, PORT, the admin, mail and S3", () => {
    checkCompose(composeDoc, hostCustom, imageEnv);
  });
});

describe("Dockerfile", () => {
  it("runs the server as a non-root user with a healthcheck", () => {
    expect(dockerfileText, "Dockerfile should exist").not.toBe("");
    checkDockerfile(dockerfileText);
  });
});

describe("the checks catch a broken file", () => {
  const imageEnv = imageEnvOf(finalStage(dockerfileText));
  const app = (doc: unknown) => at(doc, "services", "app-1");
  const db = (doc: unknown) => at(doc, "services", "db");
  const proxy = (doc: unknown) => at(doc, "services", "proxy");
  /** Replaces app-1's environment (a fresh object: the replicas' settings come from one anchor). */
  const setEnv = (doc: unknown, change: (env: Obj) => void) => {
    const env = { ...at(app(doc), "environment") };
    change(env);
    app(doc).environment = env;
  };

  const composeMutations: Record<string, (doc: unknown) => void> = {
    "db without a healthcheck": (doc) => delete db(doc).healthcheck,
    "db on postgres 16": (doc) => {
      db(doc).image = "postgres:16-alpine";
    },
    "db data on a bind mount": (doc) => {
      db(doc).volumes = ["./pgdata:/var/lib/postgresql/data"];
    },
    "one replica only": (doc) => delete at(doc, "services")["app-2"],
    "app without a healthcheck": (doc) => delete app(doc).healthcheck,
    "app healthcheck through curl": (doc) => {
      app(doc).healthcheck = { test: ["CMD", "curl", "-f", "http://localhost:3000/api/health/ready"] };
    },
    "app healthcheck on liveness only": (doc) => {
      app(doc).healthcheck = {
        test: ["CMD", "node", "-e", "fetch('http://127.0.0.1:3000/api/health/live')"],
      };
    },
    "app depending on db without a condition": (doc) => {
      app(doc).depends_on = ["db"];
    },
    "DATABASE_URL pointing at localhost": (doc) =>
      setEnv(doc, (env) => {
        env.DATABASE_URL = "postgres://store:store-dev-password@localhost:5432/store";
      }),
    "DATABASE_URL with a hard-coded password": (doc) =>
      setEnv(doc, (env) => {
        env.DATABASE_URL = "postgres://store:store-dev-password@db:5432/store";
      }),
    "empty ADMIN_EMAIL default": (doc) =>
      setEnv(doc, (env) => {
        // biome-ignore lint/suspicious/noTemplateCurlyInString: Compose interpolation, not a JS template.
        env.ADMIN_EMAIL = "${ADMIN_EMAIL:-}";
      }),
    "SMTP_URL not passed": (doc) => setEnv(doc, (env) => delete env.SMTP_URL),
    "S3_BUCKET not passed": (doc) => setEnv(doc, (env) => delete env.S3_BUCKET),
    "TRUST_PROXY missing": (doc) => setEnv(doc, (env) => delete env.TRUST_PROXY),
    "app without its data volume": (doc) => delete app(doc).volumes,
    "replicas on different uploads volumes": (doc) => {
      app(doc).volumes = ["uploads-1:/data"];
      at(doc, "volumes")["uploads-1"] = {};
    },
    "uploads volume not declared": (doc) => delete at(doc, "volumes").uploads,
    "app publishing its port past the proxy": (doc) => {
      app(doc).ports = ["3001:3000"];
    },
    "app built from elsewhere": (doc) => {
      app(doc).build = "./api";
    },
    "no proxy": (doc) => delete at(doc, "services").proxy,
    "proxy not waiting for a replica": (doc) => delete at(proxy(doc), "depends_on")["app-2"],
    "proxy without a healthcheck": (doc) => delete proxy(doc).healthcheck,
    "proxy config from a missing file": (doc) => {
      proxy(doc).volumes = ["./deploy/missing.conf:/etc/nginx/conf.d/default.conf:ro"];
    },
    "obsolete version key": (doc) => {
      obj(doc, "document").version = "3.8";
    },
  };

  for (const [name, mutate] of Object.entries(composeMutations)) {
    it(`compose: ${name}`, () => {
      const broken = structuredClone(composeDoc);
      mutate(broken);
      // The custom host env shows password drift; the defaults show an unset admin turning into "".
      expect(() => {
        checkCompose(broken, hostCustom, imageEnv);
        checkCompose(broken, hostDefaults, imageEnv);
      }).toThrow();
    });
  }

  const nginxMutations: Record<string, (text: string) => string> = {
    "upstream with one replica": (text) => text.replace(/^\s*server app-2:3000.*$/m, ""),
    "X-Forwarded-For appended to": (text) =>
      text.replace("X-Forwarded-For $remote_addr", "X-Forwarded-For $proxy_add_x_forwarded_for"),
    "no X-Forwarded-Proto": (text) => text.replace(/^.*X-Forwarded-Proto.*$/m, ""),
    "uploads capped at 1 MB": (text) => text.replace(/client_max_body_size \S+;/, "client_max_body_size 1m;"),
    "proxy_pass elsewhere": (text) =>
      text.replace("proxy_pass http://store;", "proxy_pass http://app-1:3000;"),
  };

  for (const [name, mutate] of Object.entries(nginxMutations)) {
    it(`nginx.conf: ${name}`, () => {
      const broken = mutate(nginxConfText);
      expect(broken, "the mutation should change the file").not.toBe(nginxConfText);
      expect(() => checkCompose(composeDoc, hostDefaults, imageEnv, broken)).toThrow();
    });
  }

  const dockerfileMutations: Record<string, (text: string) => string> = {
    "no USER": (text) => text.replace(/^USER .*$/m, ""),
    "USER root": (text) => text.replace(/^USER .*$/m, "USER root"),
    "no HEALTHCHECK": (text) => text.replace(/^HEALTHCHECK [\s\S]*?\n(?=\S|\n)/m, ""),
    "CMD running something else": (text) => text.replace(/^CMD .*$/m, 'CMD ["node", "api/src/index.ts"]'),
    "HEALTHCHECK on readiness": (text) => text.replace("/api/health/live", "/api/health/ready"),
    "CMD in shell form": (text) => text.replace(/^CMD .*$/m, "CMD node --import tsx api/src/server.ts"),
  };

  for (const [name, mutate] of Object.entries(dockerfileMutations)) {
    it(`Dockerfile: ${name}`, () => {
      const broken = mutate(dockerfileText);
      expect(broken, "the mutation should change the file").not.toBe(dockerfileText);
      expect(() => checkDockerfile(broken)).toThrow();
    });
  }
});
