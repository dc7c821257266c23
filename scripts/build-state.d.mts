/** Types of scripts/build-state.mjs for the TypeScript that imports it (tests, client-build.ts). */
import type { ChildProcess } from 'node:child_process';

export type BuildPart = 'client' | 'server';
export declare const projectRoot: string;
export declare const distDir: string;
export declare const BUILD_PARTS: Record<BuildPart, { stamp: string; sources: readonly string[] }>;
export declare function isBuilt(part: BuildPart): boolean;
export declare function isStale(part: BuildPart): boolean;
export declare function buildToolsInstalled(): boolean;
export declare function runBuild(
  parts: readonly BuildPart[],
  onChild?: (child: ChildProcess) => void,
): Promise<number>;
