import path from 'node:path';
import { MARKETPLACE_FRAME_FILE, MARKETPLACE_TEMPLATE_FILE, REMOTE_PAGE_SLOT } from '@memory/contracts/prerender';
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
 * 知识市场 prerendered: the shell's frame (shell/scripts/prerender.tsx) around mf-marketplace's template
 * (its scripts/prerender.tsx) filled with the public data of the moment, every value escaped. Both files are the
 * builds' and read again when they change. null, and the page is served as any other route, when a file is missing,
 * the data cannot be read or there is nothing to show.
 */
export function createPrerenderedMarketplace({ shellDist, appsDir, readJson, onError }: PrerenderedRemotePageOptions) {
  const readText = cachedFile((text) => text);
  return async function render(): Promise<string | null> {
    const [frame, template] = await Promise.all([
      readText(path.join(shellDist, MARKETPLACE_FRAME_FILE)),
      readText(path.join(appsDir, 'mf-marketplace', 'dist', MARKETPLACE_TEMPLATE_FILE)),
    ]);
    if (frame === null || template === null || !frame.includes(REMOTE_PAGE_SLOT)) return null;
    try {
      const model = await marketplaceModel(readJson);
      if (!model) return null;
      const page = fillTemplate(template, model);
      return frame.replace(REMOTE_PAGE_SLOT, () => page);
    } catch (error) {
      onError(error);
      return null;
    }
  };
}
