// A point's Markdown as HTML for Anki (apkg fields, CSV with `#html:true`): micromark, the parser react-markdown
// runs in the browser, with GitHub's extensions and without raw HTML (a `<script>` typed in a point stays text).
import { micromark } from 'micromark';
import { gfm, gfmHtml } from 'micromark-extension-gfm';

export function markdownToHtml(markdown: string): string {
  if (!markdown.trim()) return '';
  return micromark(markdown, { extensions: [gfm()], htmlExtensions: [gfmHtml()] }).trim();
}
