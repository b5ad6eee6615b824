export declare const WORKERS: string[];
export declare function workerPath(root: string, distDir: string, name: string): string;
export declare function buildWorker(root: string, distDir: string, name: string): Promise<string>;
export declare function workerFile(root: string, distDir: string, name: string, opts: { production: boolean }): Promise<string>;
