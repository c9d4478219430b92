import { testDatabaseEngine } from "@store/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { frozenTeamBatch, supplierFor } from "./blank-fixtures";
import { send, signedInHeaders, startTestServer, type TestServer } from "./helpers";

interface Po {
  id: string;
  supplier_name: string;
}
interface Receiving {
  lines: { id: string; ordered: number }[];
}

// The board follows the blanks: a sent purchase order moves its batch's jobs to "blanks ordered",
// and the last goods counted in move them to "blanks received"; a shortage keeps them waiting.
describe(`jobs follow their blanks (${testDatabaseEngine})`, () => {
  let server: TestServer;
  let manager: Record<string, string>;

  beforeAll(async () => {
    server = await startTestServer();
    manager = await signedInHeaders(server, "manager");
  });
  afterAll(() => server?.stop());

  const stageOf = async (jobId: string) =>
    (
      (await send(server, "GET", `/api/production/jobs/${jobId}`, undefined, manager)).body as {
        data: { stage: string };
      }
    ).data.stage;

  it("moves to blanks ordered when sent and blanks received when the last goods arrive", async () => {
    const db = server.database.db;
    const team = await frozenTeamBatch(db, "Follow Eagles", 1);
    await supplierFor(db, "Follow Supplier", [
      { productId: team.jersey.id, sizes: ["Youth M", "Adult S"], style: "F1", cost: 3 },
      { productId: team.hoodie.id, sizes: ["Adult L"], style: "F2", cost: 10 },
      { productId: team.cap.id, sizes: [""], style: "F3", cost: 2 },
    ]);
    const job = await send(
      server,
      "POST",
      "/api/production/jobs",
      { store_id: team.store.id, batch: 1, process: "screen_print", due_on: "2027-04-01" },
      manager,
    );
    expect(job.status, JSON.stringify(job.body)).toBe(201);
    const jobId = (job.body as { data: { id: string } }).data.id;
    expect(await stageOf(jobId)).toBe("art_approved");

    const made = await send(
      server,
      "POST",
      "/api/purchase-orders",
      { batches: [{ store_id: team.store.id, batch: 1 }] },
      manager,
    );
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const [po] = (made.body as { data: { purchase_orders: Po[] } }).data.purchase_orders as [Po];
    expect((await send(server, "POST", `/api/purchase-orders/${po.id}/send`, {}, manager)).status).toBe(200);
    expect(await stageOf(jobId)).toBe("blanks_ordered");

    const sheet = (await send(server, "GET", `/api/purchase-orders/${po.id}/receiving`, undefined, manager))
      .body as {
      data: Receiving;
    };
    const [first, ...rest] = sheet.data.lines;
    if (!first) throw new Error("no lines");
    // One piece short: the job still waits for its blanks.
    const partly = await send(
      server,
      "POST",
      `/api/purchase-orders/${po.id}/receipts`,
      {
        lines: [
          { line_id: first.id, quantity: first.ordered - 1, reason: "1 backordered" },
          ...rest.map((l) => ({ line_id: l.id, quantity: l.ordered })),
        ],
      },
      manager,
    );
    expect(partly.status, JSON.stringify(partly.body)).toBe(201);
    expect(await stageOf(jobId)).toBe("blanks_ordered");
    const last = await send(
      server,
      "POST",
      `/api/purchase-orders/${po.id}/receipts`,
      { lines: [{ line_id: first.id, quantity: 1 }] },
      manager,
    );
    expect(last.status, JSON.stringify(last.body)).toBe(201);
    expect(await stageOf(jobId)).toBe("blanks_received");
  });
});
