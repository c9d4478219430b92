import { createHash, randomBytes } from "node:crypto";

/** 256 random bits, URL-safe: the value the browser holds in its session cookie. */
export const newSessionToken = () => randomBytes(32).toString("base64url");

/** What the database keeps instead of the token, so a leaked table cannot sign anyone in. */
export const hashSessionToken = (token: string) => createHash("sha256").update(token).digest("hex");
