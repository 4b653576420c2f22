// linkedom, loaded when first needed: it costs ≈ 20 MB and 0.1–0.4 s to load, and an Anki deck of simple fields never
// needs it (simple-html.ts), so the import's reader process goes without. One copy (its CommonJS build, loadable
// synchronously) for every caller, so a process never holds it twice.
import { createRequire } from 'node:module';
import type { parseHTML as ParseHTML } from 'linkedom';

let parse: typeof ParseHTML | null = null;

export function parseHTML(html: string): ReturnType<typeof ParseHTML> {
  parse ??= (createRequire(import.meta.url)('linkedom') as { parseHTML: typeof ParseHTML }).parseHTML;
  return parse(html);
}
