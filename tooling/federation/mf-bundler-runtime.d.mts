// Types of mf-bundler-runtime.mjs (what its test uses).
export declare const SHELL_BUNDLER_RUNTIME_FUNCTIONS: string[];
export declare function bundlerRuntimeOf(dir: string): { distDir: string; version: string };
