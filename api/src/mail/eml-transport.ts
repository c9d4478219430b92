import { randomUUID } from "node:crypto";
import { mkdir, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import { composeOptions, type MailTransport } from "./transport";

/**
 * With no SMTP server configured, each message becomes a real RFC 822 file (`.eml`) in a folder,
 * so a newcomer can open what the store would have sent in any mail program. nodemailer builds
 * the bytes exactly as it would for SMTP; nothing leaves the machine.
 */
export function emlFileTransport(folder: string, from: string): MailTransport {
  // streamTransport + buffer: the finished message as bytes instead of a network delivery.
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "windows" });
  return {
    async send(message) {
      const info = await composer.sendMail(composeOptions(from, message));
      await mkdir(folder, { recursive: true });
      // Sortable by time; the row id (or a random one) keeps two messages in one millisecond apart.
      const stamp = new Date().toISOString().replace(/[:.]/g, "-");
      const name = `${stamp}-${message.id ?? randomUUID()}.eml`;
      const temp = path.join(folder, `.${name}.tmp`);
      // Written under a temporary name, then renamed: a reader never sees half a message.
      try {
        await writeFile(temp, info.message);
        await rename(temp, path.join(folder, name));
      } catch (error) {
        await rm(temp, { force: true });
        throw error;
      }
    },
    describe: () => `.eml files in ${folder}`,
    close: () => {},
  };
}
