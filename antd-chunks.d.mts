// Types of antd-chunks.mjs (the parts its tests use; rspack.base.mjs is plain JavaScript).
export declare function isGroupedAntd(resource: string): boolean;
export declare function remotesByAntdComponent(provided: string[], sharedNames: string[]): Map<string, Set<string>>;
export declare function signatureOf(apps: Set<string>): string;
export declare function mergeSignatures(bytes: Map<string, number>, requestCost: number): Map<string, string>;
export declare function lightComponentsByRemote(remotesByKey: Map<string, Set<string>>): Record<string, string[]>;
