import { outboxEmails } from "@store/db";
import { testDatabaseEngine } from "@store/db/testing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { issueCoachLink, revokeCoachLinks } from "../src/domains/team-stores/coach/coach-links";
import { qrSvg } from "../src/qr/qr-code";
import { startTestServer, type TestServer } from "./helpers";
import { pdfPages } from "./pdf-reader";
import { teamBatchStore } from "./team-batch-fixtures";

const site = "https://shop.example";

// The coach's share kit: the families' link as a QR code and as a printable flyer, behind the
// coach's private link, and both offered in the e-mail that opens the store.
describe(`the coach's share kit (${testDatabaseEngine})`, () => {
  let server: TestServer;
  let fixture: Awaited<ReturnType<typeof teamBatchStore>>;
  let token: string;
  const get = (path: string) => fetch(`${server.url}${path}`);

  beforeAll(async () => {
    server = await startTestServer({ mail: { storeEmail: "sales@shop.example", publicUrl: site } });
    fixture = await teamBatchStore(server.database.db);
    token = await issueCoachLink(server.database.db, fixture.store.id);
  });
  afterAll(() => server?.stop());

  it("answers the families' link as an SVG QR code for the page and a PNG for e-mail", async () => {
    const svg = await get(`/api/coach/${token}/qr.svg`);
    expect(svg.status).toBe(200);
    expect(svg.headers.get("content-type")).toBe("image/svg+xml");
    // The code of exactly the store's public address, nothing of the coach's link.
    expect(await svg.text()).toBe(await qrSvg(`${site}/team/${fixture.store.slug}`));
    const png = await get(`/api/coach/${token}/qr.png`);
    expect(png.status).toBe(200);
    expect(png.headers.get("content-type")).toBe("image/png");
    const bytes = Buffer.from(await png.arrayBuffer());
    expect(bytes.subarray(1, 4).toString()).toBe("PNG");
  });

  it("prints a one-page flyer with the team, what to order, the link, the close date and pickup", async () => {
    const res = await get(`/api/coach/${token}/flyer.pdf`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    // Opened in the browser's viewer to look at and print, not only saved.
    expect(res.headers.get("content-disposition")).toBe(`inline; filename="${fixture.store.slug}-flyer.pdf"`);
    const pages = await pdfPages(Buffer.from(await res.arrayBuffer()));
    expect(pages).toHaveLength(1);
    expect(pages[0]?.size).toEqual({ width: 612, height: 792 });
    const text = pages[0]?.text ?? "";
    expect(text).toContain("CLANTON EAGLES 12U");
    expect(text).toMatch(/Order by \w{3} \w{3} \d{1,2}, \d{1,2}:\d{2} [AP]M CT/);
    expect(text).toContain(`${site}/team/${fixture.store.slug}`);
    expect(text).toContain("WHAT TO ORDER");
    expect(text).toMatch(/Jersey.*\$\d+\.\d{2}/);
    expect(text).toContain("PICKUP AND PAYMENT");
    expect(text).toContain("Team pickup");
  });

  it("opens nothing for an unknown or replaced link", async () => {
    const unknown = await get("/api/coach/not-a-real-token/qr.svg");
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as { error: string }).error).toMatch(/coach link is not valid/);
    const old = await issueCoachLink(server.database.db, fixture.store.id);
    await revokeCoachLinks(server.database.db, fixture.store.id, new Date());
    for (const file of ["qr.svg", "qr.png", "flyer.pdf"]) {
      expect((await get(`/api/coach/${old}/${file}`)).status, file).toBe(404);
    }
    token = await issueCoachLink(server.database.db, fixture.store.id);
  });

  it("the opening e-mail shows the QR code and links the flyer, both behind the coach's link", async () => {
    const { enqueueOpeningMail } = await import("../src/domains/team-stores/emails/store-mails");
    await enqueueOpeningMail(server.database.db, fixture.store, {
      storeEmail: "sales@shop.example",
      publicUrl: site,
      statusEmailDelayMs: 0,
    });
    const [mail] = await server.database.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.kind, "team_store.opened"));
    const coachToken = /\/coach\/([^"\s/]+)/.exec(mail?.text ?? "")?.[1];
    expect(coachToken).toBeTruthy();
    expect(mail?.html).toContain(`<img src="${site}/api/coach/${coachToken}/qr.png"`);
    expect(mail?.text).toContain(`Print the flyer for families:\n${site}/api/coach/${coachToken}/flyer.pdf`);
    // The e-mailed addresses answer (the code and the flyer of this store).
    expect((await get(`/api/coach/${coachToken}/qr.png`)).status).toBe(200);
    expect((await get(`/api/coach/${coachToken}/flyer.pdf`)).status).toBe(200);
  });
});
