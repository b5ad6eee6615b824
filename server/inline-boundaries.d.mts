export function inlineCompletedBoundaries(html: string): string;
