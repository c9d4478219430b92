import { createHash, randomBytes } from "node:crypto";

/** 256 random bits, URL-safe: session cookies (see session-token.ts) and private links (an order's page) alike. */
export const newSecretToken = () => randomBytes(32).toString("base64url");

/** What the database keeps instead of a token, so a leaked table opens nothing. */
export const hashSecret = (token: string) => createHash("sha256").update(token).digest("hex");
