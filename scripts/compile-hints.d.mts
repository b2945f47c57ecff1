export declare const COMPILE_HINT: string;
export declare function withCompileHint(source: string): string;
export declare function startupChunks(
  buildManifest: { rootMainFiles?: string[] },
  clientReferenceManifests: Array<{ entryJSFiles?: Record<string, string[]> }>,
): string[];
export declare function addCompileHints(distDir: string): { chunks: string[]; marked: number };
