// Types of antd-components.mjs.
export declare function antdComponentRequest(name: string): string;
export declare const antdImportRewrite: { libraryName: string; customName: string };
export declare function rewrittenAntdImports(source: string): Set<string>;
export declare const ICONS: '@ant-design/icons';
export declare function iconRuntimeOf(name: string): string | null;
export declare const iconRuntimeRequests: string[];
