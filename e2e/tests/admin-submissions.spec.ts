import { readFile } from "node:fs/promises";
import type { Download, Page } from "@playwright/test";
import { adminApi, failProcedure, PDF_BYTES, PNG_BYTES, sendArtworkRequest, signInAsAdmin } from "./admin";
import { colorSchemes, expectNoSeriousViolations, useScheme } from "./axe";
import { expect, test } from "./fixtures";

const table = (page: Page) => page.getByRole("table", { name: "Recent Submissions" });
const rowOf = (page: Page, text: string) => table(page).getByRole("row").filter({ hasText: text });
const details = (page: Page) => page.getByRole("dialog", { name: "Submission Details" });
const tile = (page: Page, label: string) =>
  page.locator(".mantine-Paper-root").filter({ has: page.getByText(label, { exact: true }) });

const today = () => {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
};

async function bytesOf(download: Download): Promise<Buffer> {
  const file = await download.path();
  return readFile(file);
}

async function openSubmissions(page: Page, query = "") {
  await signInAsAdmin(page);
  await page.goto(`/admin/custom-artwork-submissions${query}`);
  await expect(page.getByRole("heading", { level: 1, name: "Artwork Submissions" })).toBeVisible();
}

test.describe("artwork submissions", () => {
  const stamp = Date.now();
  const twoFiles = `Dana O'Neil-Smith ${stamp}`;
  const oneFile = `Riley Chen ${stamp}`;

  test.beforeAll(async ({ request }) => {
    await sendArtworkRequest(request, {
      name: twoFiles,
      team_name: `Chilton Tigers ${stamp}`,
      files: [
        { name: "logo.png", mimeType: "image/png", buffer: PNG_BYTES },
        { name: "brief.pdf", mimeType: "application/pdf", buffer: PDF_BYTES },
      ],
    });
    await sendArtworkRequest(request, {
      name: oneFile,
      team_name: `Clanton Storm ${stamp}`,
      files: [{ name: "mascot.png", mimeType: "image/png", buffer: PNG_BYTES }],
    });
  });

  test("tiles show the database's figures and the table the newest requests first", async ({
    page,
    request,
  }) => {
    const api = await adminApi(request);
    const stats = (await (await api.get("/api/custom-artwork-submissions/stats")).json()).data;
    await openSubmissions(page);
    await expect(tile(page, "Total Submissions")).toContainText(String(stats.total));
    await expect(tile(page, "This Month")).toContainText(String(stats.this_month));
    await expect(tile(page, "With Uploads")).toContainText(String(stats.with_uploads));
    await expect(table(page).locator("thead th")).toHaveText([
      /Date/,
      /Customer/,
      /Team/,
      /Products/,
      /Status/,
      /Upload/,
      /Actions/,
    ]);
    const rows = table(page).locator("tbody tr");
    await expect(rows.first()).toContainText(oneFile);
    await expect(rows.nth(1)).toContainText(twoFiles);
    await expect(rowOf(page, twoFiles).getByRole("button", { name: /Download 2 files/ })).toBeVisible();
  });

  test("View Details shows every field and each file, images previewed and PDFs by name", async ({
    page,
  }) => {
    await openSubmissions(page);
    await rowOf(page, twoFiles)
      .getByRole("button", { name: /View details/i })
      .click();
    const dialog = details(page);
    await expect(dialog).toBeVisible();
    for (const text of [
      twoFiles,
      "coach@example.com",
      `Chilton Tigers ${stamp}`,
      "Jerseys and shorts",
      "Full Sub Jersey",
      "Hats",
      "Navy and gold with a tiger on the chest.",
      "Uploaded Files (2)",
    ]) {
      await expect(dialog.getByText(text, { exact: true }).first(), text).toBeVisible();
    }
    await expect(dialog.getByRole("img", { name: `Uploaded file 1 from ${twoFiles}` })).toBeVisible();
    await expect(dialog.getByText(/\.pdf$/)).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  });

  test("downloads are named as §7 says, with the stored bytes, several 500 ms apart", async ({ page }) => {
    await openSubmissions(page);
    const safe = twoFiles.replace(/[^a-zA-Z0-9]/g, "_");
    await rowOf(page, twoFiles)
      .getByRole("button", { name: /View details/i })
      .click();

    const single = page.waitForEvent("download");
    await details(page).getByRole("button", { name: "Download file 1" }).click();
    const one = await single;
    expect(one.suggestedFilename()).toBe(`${safe}_design_${today()}.png`);
    expect(await bytesOf(one)).toEqual(PNG_BYTES);

    const seen: { name: string; at: number; bytes: Buffer }[] = [];
    const both = new Promise<void>((resolve) => {
      page.on("download", async (download) => {
        seen.push({ name: download.suggestedFilename(), at: Date.now(), bytes: await bytesOf(download) });
        if (seen.length === 2) resolve();
      });
    });
    await details(page).getByRole("button", { name: "Download All" }).click();
    await both;
    expect(seen.map((d) => d.name)).toEqual([`${safe}_file_1.png`, `${safe}_file_2.pdf`]);
    expect(seen[0]?.bytes).toEqual(PNG_BYTES);
    expect(seen[1]?.bytes).toEqual(PDF_BYTES);
    expect((seen[1]?.at ?? 0) - (seen[0]?.at ?? 0)).toBeGreaterThanOrEqual(400);
  });

  test.describe("a file that cannot be fetched", () => {
    test.use({ expectedFailedRequests: ["/uploads/artwork/"] });

    test("opens in a new tab instead", async ({ page, context }) => {
      await openSubmissions(page);
      await rowOf(page, oneFile)
        .getByRole("button", { name: /View details/i })
        .click();
      let firstTry = true;
      await page.route("**/uploads/artwork/**", (route) => {
        if (firstTry) {
          firstTry = false;
          return route.abort();
        }
        return route.fallback();
      });
      const popup = context.waitForEvent("page");
      await details(page).getByRole("button", { name: "Download file 1" }).click();
      const tab = await popup;
      await tab.waitForLoadState();
      expect(new URL(tab.url()).pathname).toMatch(/^\/uploads\/artwork\/.+\.png$/);
    });
  });

  test("search and paging live in the URL and survive a reload", async ({ page }) => {
    await openSubmissions(page);
    await page.getByRole("textbox", { name: "Search submissions" }).fill(`storm ${stamp}`);
    await expect(page).toHaveURL((url) => url.searchParams.get("search") === `storm ${stamp}`);
    await expect(table(page).locator("tbody tr")).toHaveCount(1);
    await page.reload();
    await expect(page.getByRole("textbox", { name: "Search submissions" })).toHaveValue(`storm ${stamp}`);
    await expect(rowOf(page, oneFile)).toBeVisible();
    await page.getByRole("textbox", { name: "Search submissions" }).fill("no-such-team-anywhere");
    await expect(page.getByText("No submissions found")).toBeVisible();
    // Sorting by name asks the server and keeps it in the address.
    await page.goto("/admin/custom-artwork-submissions?page_size=10");
    await table(page).locator("thead th").filter({ hasText: "Customer" }).click();
    await expect(page).toHaveURL((url) => url.searchParams.get("sort") === "name");
  });

  test("Export CSV saves the current search as a spreadsheet file", async ({ page }) => {
    await openSubmissions(page, `?search=${encodeURIComponent(String(stamp))}`);
    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: "Export CSV" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^artwork-submissions-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = (await bytesOf(file))
      .toString("utf8")
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");
    expect(lines[0]).toBe(
      '"Submission ID","Date","Name","Email","Team","Products Interested","Ordering Items","Artwork Details","Files"',
    );
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(`"${oneFile}"`);
    expect(lines[1]).toMatch(/"\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z"/);
  });

  test.describe("when the list cannot be read", () => {
    test.use({ expectedFailedRequests: ["/trpc/submissions"] });

    test("shows the §8 message and Try Again loads it", async ({ page }) => {
      await signInAsAdmin(page);
      await failProcedure(page, "submissions.listArtwork", 500, "The database is not answering.");
      await page.goto("/admin/custom-artwork-submissions");
      await expect(page.getByRole("alert")).toContainText(
        "Error fetching submissions: The database is not answering.",
      );
      await page.unrouteAll({ behavior: "wait" });
      await page.getByRole("button", { name: "Try Again" }).click();
      await expect(table(page)).toBeVisible();
      await expect(page.getByRole("alert")).toHaveCount(0);
    });

    test("a network failure reads 'Error fetching submissions'", async ({ page }) => {
      await signInAsAdmin(page);
      await page.route("**/trpc/**submissions.listArtwork**", (route) => route.abort());
      await page.goto("/admin/custom-artwork-submissions");
      await expect(page.getByRole("alert")).toContainText(/Error fetching submissions(?!:)/);
    });
  });

  test("an empty inbox says 'No Submissions Yet'", async ({ page }) => {
    await signInAsAdmin(page);
    await page.route("**/trpc/**submissions.listArtwork**", async (route) => {
      const url = new URL(route.request().url());
      const names = url.pathname.replace("/trpc/", "").split(",");
      const real = (await (await route.fetch()).json()) as { result: { data: object } }[];
      const body = names.map((name, i) =>
        name === "submissions.listArtwork"
          ? { result: { data: { items: [], total: 0, page: 1, page_size: 25 } } }
          : real[i],
      );
      await route.fulfill({ json: url.searchParams.has("batch") ? body : body[0] });
    });
    await page.goto("/admin/custom-artwork-submissions");
    await expect(page.getByText("No Submissions Yet")).toBeVisible();
  });

  for (const scheme of colorSchemes) {
    test(`the screen and its details pass axe (${scheme})`, async ({ page }) => {
      await useScheme(page, scheme);
      await openSubmissions(page);
      await page.waitForLoadState("networkidle");
      await expectNoSeriousViolations(page, `submissions (${scheme})`);
      await rowOf(page, twoFiles)
        .getByRole("button", { name: /View details/i })
        .click();
      await expect(details(page)).toBeVisible();
      await expectNoSeriousViolations(page, `submission details (${scheme})`);
    });
  }
});
