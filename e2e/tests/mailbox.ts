import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { e2eMailDir } from "../mail-settings";
import { expect } from "./fixtures";

/** A message as a reader sees it: headers unfolded, quoted-printable undone. */
function readable(raw: string): string {
  return raw
    .replace(/\r\n[ \t]+/g, " ")
    .replace(/=\r?\n/g, "")
    .replace(/(?:=[0-9A-F]{2})+/g, (run) =>
      Buffer.from(
        run
          .split("=")
          .slice(1)
          .map((h) => Number.parseInt(h, 16)),
      ).toString("utf8"),
    );
}

/** Every e-mail the store has sent to this address so far in the run (SMTP server of global-setup.ts). */
export async function emailsTo(address: string): Promise<string[]> {
  const files = (await readdir(e2eMailDir)).sort();
  const messages = await Promise.all(files.map((f) => readFile(path.join(e2eMailDir, f), "utf8")));
  return messages.filter((m) => m.startsWith(`X-Envelope-To: ${address}`)).map(readable);
}

/** Waits for an e-mail to the address that contains the text, and returns it. */
export async function waitForEmail(address: string, text: string): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(
      async () => {
        found = (await emailsTo(address)).find((m) => m.includes(text));
        return found !== undefined;
      },
      { message: `an e-mail to ${address} saying "${text}"`, timeout: 15_000 },
    )
    .toBe(true);
  return found ?? "";
}
