import "server-only";
import { createHash, createHmac, randomBytes } from "node:crypto";
import { authSecret, env } from "@/env";

/**
 * The buyer's private link /quotes/{token}. The token is 256 bits derived
 * with the server's secret from a random 128-bit salt kept on the request:
 * the database holds only the salt and the token's sha-256, so a copy of the
 * database alone opens no quote, while the admin can still be shown the same
 * link for every version. Changing NEXTAUTH_SECRET changes every link.
 */
export const newTokenSalt = (): string => randomBytes(16).toString("base64url");

export function tokenFor(salt: string): string {
  return createHmac("sha256", `quote-link:${authSecret()}`).update(salt).digest("base64url");
}

export const hashToken = (token: string): string => createHash("sha256").update(token).digest("hex");

export const quoteUrl = (token: string): string => `${env.siteUrl}/quotes/${token}`;

/** A well-formed token: 43 url-safe characters (anything else is looked up by nobody). */
export const isTokenShaped = (token: string): boolean => /^[A-Za-z0-9_-]{43}$/.test(token);
