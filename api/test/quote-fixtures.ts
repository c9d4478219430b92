import { outboxEmails } from "@store/db";
import { asc } from "drizzle-orm";
import { expect } from "vitest";
import { send, type TestServer } from "./helpers";

// Shared by the quote tests: a coach's request, the answers read loosely, and the calls staff make.

export const mail = {
  storeEmail: "store@clanton.example",
  publicUrl: "https://shop.clanton.example",
  statusEmailDelayMs: 120_000,
};
export const png = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);
export const pdf = new TextEncoder().encode("%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<<>>\nendobj\n");

export const request = (over: Record<string, unknown> = {}) => ({
  team_name: "Clanton Tigers 12U",
  contact_name: "Casey Coach",
  email: "casey@example.com",
  phone: "205-555-0100",
  sport: "baseball",
  package: "Pro",
  additional_items: [{ name: "Cap", quantity: 12 }],
  rush: "3-5 Days",
  needed_by: "2030-04-01",
  colors: "Navy and gold",
  artwork_notes: "Tiger head on the left chest",
  roster: [
    { name: "Ava Smith", number: "12", size: "Youth M" },
    { name: "Ben Jones", number: "7", size: "Youth L" },
    { name: "Cal Reed", number: "3", size: "Youth L" },
  ],
  ...over,
});

export type Json = Record<string, unknown> & { data: Record<string, unknown> };
// biome-ignore lint/suspicious/noExplicitAny: answers are read loosely here; the assertions check their shape.
export type Answer = Record<string, any>;
export const data = (res: { body: unknown }) => (res.body as Json).data as Answer;
export const tokenOf = (path: string) => path.replace("/review/", "");

/** The calls the quote tests make against one server, `admin` signed in as staff. */
export function quoteCalls(server: TestServer, admin: Record<string, string>) {
  const outbox = () =>
    server.database.db.select().from(outboxEmails).orderBy(asc(outboxEmails.createdAt), asc(outboxEmails.id));
  const postQuote = (body: unknown, headers: Record<string, string> = {}) =>
    send(server, "POST", "/api/quotes", body, headers);
  const proof = async (
    quoteId: string,
    file: { bytes: Uint8Array; name: string; type: string },
    message = "",
  ) => {
    const form = new FormData();
    form.append("file", new Blob([file.bytes], { type: file.type }), file.name);
    if (message) form.append("message", message);
    const res = await fetch(`${server.url}/api/quotes/${quoteId}/proofs`, {
      method: "POST",
      headers: admin,
      body: form,
    });
    return { status: res.status, body: (await res.json()) as Json };
  };
  const newQuote = async (over: Record<string, unknown> = {}) => {
    const res = await postQuote(request(over));
    expect(res.status).toBe(201);
    return data(res) as {
      id: string;
      number: number;
      reference: string;
      review_path: string;
      estimate: Answer;
    };
  };
  return { outbox, postQuote, proof, newQuote };
}
