export function loggedPath(url?: string): string;
export function routeNamer(distDir: string): { routeOf(url?: string): string };
