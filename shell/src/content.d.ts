// Markdown files are bundled as their source text (rspack `asset/source`, see rspack.base.mjs).
declare module '*.md' {
  const source: string;
  export default source;
}
