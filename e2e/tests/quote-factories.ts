import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "./fixtures";

// Writes with the session cookie must say where they come from (the same-origin rule).
const origin = () => String(test.info().project.use.baseURL);

export interface QuoteSeed {
  team_name: string;
  contact_name?: string;
  email?: string;
  sport?: string;
  package?: string;
  additional_items?: { name: string; quantity: number }[];
  rush?: string;
  needed_by?: string;
  roster?: { name: string; number: string; size: string }[];
}

export interface SeededQuote {
  id: string;
  number: number;
  reference: string;
  estimate: { total: number };
  review_path: string;
  email: string;
}

/** Sends a coach's quote request as the public form does (multipart to its public procedure). */
export async function requestQuote(request: APIRequestContext, seed: QuoteSeed): Promise<SeededQuote> {
  const email = seed.email ?? `coach-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;
  const form = new FormData();
  const fields: Record<string, string> = {
    team_name: seed.team_name,
    contact_name: seed.contact_name ?? "Jordan Miles",
    email,
    phone: "205-555-0147",
    sport: seed.sport ?? "baseball",
    package: seed.package ?? "Pro",
    additional_items: JSON.stringify(seed.additional_items ?? []),
    colors: "Navy and gold",
    artwork_notes: "Tiger on the chest, numbers on the back.",
    roster: JSON.stringify(seed.roster ?? []),
  };
  if (seed.rush) fields.rush = seed.rush;
  if (seed.needed_by) fields.needed_by = seed.needed_by;
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  const res = await request.post("/trpc/quotes.request", { multipart: form });
  expect(res.ok(), await res.text()).toBe(true);
  return { ...(await res.json()).result.data, email };
}

/** A tRPC query as the portal makes it, with the request's own session (sign in first). */
export async function trpcQuery<T>(request: APIRequestContext, path: string, input?: unknown): Promise<T> {
  const query = input === undefined ? "" : `?input=${encodeURIComponent(JSON.stringify(input))}`;
  const res = await request.get(`/trpc/${path}${query}`);
  expect(res.ok(), `${path}: ${await res.text()}`).toBe(true);
  return (await res.json()).result.data as T;
}

/** A tRPC mutation as the portal makes it, with the request's own session (sign in first). */
export async function trpcMutation(api: APIRequestContext, path: string, input: unknown): Promise<void> {
  const res = await api.post(`/trpc/${path}`, { data: input, headers: { origin: origin() } });
  expect(res.ok(), `${path}: ${await res.text()}`).toBe(true);
}

/** The coach's answer on their private page (the token is the last part of its address). */
export async function approveQuote(request: APIRequestContext, reviewPath: string) {
  const token = reviewPath.split("/").pop() ?? "";
  const res = await request.post("/trpc/review.respond", { data: { token, decision: "approve" } });
  expect(res.ok(), await res.text()).toBe(true);
}

/**
 * Makes sure a quote or artwork request has at least one proof, sending a PNG as staff would when
 * it has none (tests that only look at the page must not depend on the tests before them).
 */
export async function ensureProof(
  api: APIRequestContext,
  subject: "quote" | "artwork",
  id: string,
  png: Buffer,
): Promise<void> {
  const current = await trpcQuery<{ proofs: unknown[] }>(
    api,
    subject === "quote" ? "quotes.get" : "submissions.getArtwork",
    { id },
  );
  if (current.proofs.length > 0) return;
  const form = new FormData();
  form.append("id", id);
  form.append("subject", subject);
  form.append("file", new Blob([new Uint8Array(png)], { type: "image/png" }), "proof.png");
  form.append("message", "A first look.");
  const res = await api.post("/trpc/proofs.upload", { multipart: form, headers: { origin: origin() } });
  expect(res.ok(), await res.text()).toBe(true);
}
