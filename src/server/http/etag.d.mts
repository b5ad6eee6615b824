export function matchesIfNoneMatch(header: string | string[] | null | undefined, etag: string): boolean;
