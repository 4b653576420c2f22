import path from 'node:path';
import {
  MARKETPLACE_FRAME_FILE,
  MARKETPLACE_TEMPLATE_FILE,
  MEMO_FEED_FRAME_FILE,
  MEMO_FEED_TEMPLATE_FILE,
  NEW_MEMO_FRAME_FILE,
  NEW_MEMO_TEMPLATE_FILE,
  REMOTE_PAGE_SLOT,
} from '@memory/contracts/prerender';
import { fillTemplate } from '@memory/contracts/template';
import { cachedFile } from './shell-page';
import { marketplaceModel, type ReadJson } from './marketplace-prerender';

export interface PrerenderedRemotePageOptions {
  shellDist: string;
  appsDir: string;
  /** The public API's answer to a GET (through the server itself), or null when it did not answer 200. */
  readJson: ReadJson;
  onError(error: unknown): void;
}

/**
 * A shell's frame (shell/scripts/prerender.tsx) and a remote's template (its scripts/prerender.tsx), both the
 * builds' and read again when they change; null when one is missing or the frame has no slot for the page.
 */
function framedTemplates(shellDist: string, appsDir: string) {
  const readText = cachedFile((text) => text);
  return async (frameFile: string, remoteFolder: string, templateFile: string) => {
    const [frame, template] = await Promise.all([
      readText(path.join(shellDist, frameFile)),
      readText(path.join(appsDir, remoteFolder, 'dist', templateFile)),
    ]);
    if (frame === null || template === null || !frame.includes(REMOTE_PAGE_SLOT)) return null;
    return { template, framed: (page: string) => frame.replace(REMOTE_PAGE_SLOT, () => page) };
  };
}

/**
 * 知识市场 prerendered: the shell's frame around mf-marketplace's template filled with the public data of the moment,
 * every value escaped. null, and the page is served as any other route, when a file is missing, the data cannot be
 * read or there is nothing to show.
 */
export function createPrerenderedMarketplace({ shellDist, appsDir, readJson, onError }: PrerenderedRemotePageOptions) {
  const read = framedTemplates(shellDist, appsDir);
  return async function render(): Promise<string | null> {
    const files = await read(MARKETPLACE_FRAME_FILE, 'mf-marketplace', MARKETPLACE_TEMPLATE_FILE);
    if (!files) return null;
    try {
      const model = await marketplaceModel(readJson);
      if (!model) return null;
      return files.framed(fillTemplate(files.template, model));
    } catch (error) {
      onError(error);
      return null;
    }
  };
}

/** A shell frame around one of mf-memos' templates, which hold no data; null when a file is missing. */
function prerenderedMemosPage(frameFile: string, templateFile: string) {
  return ({ shellDist, appsDir }: Pick<PrerenderedRemotePageOptions, 'shellDist' | 'appsDir'>) => {
    const read = framedTemplates(shellDist, appsDir);
    return async function render(): Promise<string | null> {
      const files = await read(frameFile, 'mf-memos', templateFile);
      return files ? files.framed(files.template) : null;
    };
  };
}

/**
 * 新建 MEMO prerendered: the shell's /home frame around mf-memos' template (whose page it is, the app knows once it
 * runs). null, and the page is served as any other route, when a file is missing.
 */
export const createPrerenderedNewMemo = prerenderedMemosPage(NEW_MEMO_FRAME_FILE, NEW_MEMO_TEMPLATE_FILE);

/**
 * MEMOS prerendered: the same frame around its heading, a loading box and mf-memos' boot script, which asks for the
 * visitor's feed and paints its first page there. null as above.
 */
export const createPrerenderedMemoFeed = prerenderedMemosPage(MEMO_FEED_FRAME_FILE, MEMO_FEED_TEMPLATE_FILE);
