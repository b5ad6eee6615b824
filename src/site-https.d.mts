export function isHttpsSite(vars: { SITE_URL?: string; NEXTAUTH_URL?: string }): boolean;
