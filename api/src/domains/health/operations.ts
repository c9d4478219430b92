import { z } from "zod";
import type { Documented } from "../define";
import { liveness, readiness } from "./readiness";

const tag = "Health";
const ready = z.object({ status: z.literal("ok"), migrations: z.number().int() });

/** Liveness and readiness, for load balancers and orchestrators (503 when not ready): REST only. */
export const healthOperations: Documented[] = [
  {
    access: "public",
    rests: [
      {
        method: "get",
        path: "/api/health",
        operationId: "getHealth",
        summary:
          "Readiness (as /api/health/ready): 200 when the database answers and has every migration; else 503",
        tag,
        answer: ready,
        envelope: false,
        raw: readiness,
      },
      {
        method: "get",
        path: "/api/health/ready",
        operationId: "getReadiness",
        summary:
          "Ready for traffic: the database answers and has every migration of this build applied; else 503",
        tag,
        answer: ready,
        envelope: false,
        raw: readiness,
      },
      {
        method: "get",
        path: "/api/health/live",
        operationId: "getLiveness",
        summary: "Alive: the process is up and serving (independent of the database)",
        tag,
        answer: z.object({ status: z.literal("ok") }),
        envelope: false,
        raw: liveness,
      },
    ],
  },
];
