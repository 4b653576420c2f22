// Stands in for @module-federation/error-codes' dist/desc.mjs in production builds (tooling/federation/app-config.mjs): the English
// sentence per code is weight every page downloads (~0.4 KB gzip in main.js and again in each remoteEntry.js), and a
// thrown MF error still names its code and the page of the docs that explains it (" #RUNTIME-008 … View the docs
// … troubleshooting/runtime#runtime-008"). The shell's messages to the visitor never show MF's text.
export const runtimeDescMap = {};
export const typeDescMap = {};
export const buildDescMap = {};
export const errorDescMap = {};
