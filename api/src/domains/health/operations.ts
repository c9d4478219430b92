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
          "Readiness (as /api/health/ready): 200 when the database answers, has every migration and the pages are drawn ahead; else 503",
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
          "Ready for traffic at steady speed: the database answers, has every migration of this build and the pages are drawn ahead after a start; else 503",
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
