import { readFileSync } from 'node:fs';
import path from 'node:path';

/** One entry of storybook-static/index.json (Storybook 7+ index format, v5). */
export interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type: 'story' | 'docs';
}

const indexFile = path.resolve(import.meta.dirname, '../../storybook-static/index.json');

/** Every story and docs page of the built Storybook; read from disk so each one becomes its own test. */
export function readStoryIndex(): IndexEntry[] {
  let raw: string;
  try {
    raw = readFileSync(indexFile, 'utf8');
  } catch {
    throw new Error(`${indexFile} is missing: build Storybook first (pnpm -w build-storybook).`);
  }
  const { entries } = JSON.parse(raw) as { entries: Record<string, IndexEntry> };
  return Object.values(entries);
}
