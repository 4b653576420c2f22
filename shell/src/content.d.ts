// Markdown files are bundled as their source text (rspack `asset/source`, see tooling/federation/app-config.mjs).
declare module '*.md' {
  const source: string;
  export default source;
}
