// Cloze points (`{{c1::答案}}`, @memory/contracts cloze.ts) in the one Markdown renderer: masked, each cloze is a
// blank ([...] or [提示]); filled, each answer is marked. The markup is swapped for its text wrapped in two private-use
// characters before parsing, and a remark plugin turns each wrapped run into a <mark> element (no raw HTML: the
// renderer keeps skipping it). An answer whose own Markdown splits the run (**粗体** inside a cloze) is shown unmarked.
import { parseCloze, clozeBlank } from '@memory/contracts';

export type ClozeView = 'masked' | 'filled';

const START = '\uE000';
const END = '\uE001';
const SENTINELS = /[\uE000\uE001]/g;

/** Backslash-escapes ASCII punctuation, so a blank's brackets (or a hint's `*`) stay text in Markdown. */
const escapeMarkdown = (text: string) => text.replace(/[\\`*_{}[\]()#+\-.!|<>~]/g, (character) => `\\${character}`);

/** The Markdown source to parse: each cloze as its blank (masked) or its answer (filled), wrapped. */
export function clozeSource(content: string, view: ClozeView): string {
  const plain = content.replace(SENTINELS, '');
  return parseCloze(plain)
    .map((segment) => {
      if (segment.type === 'text') return segment.text;
      return `${START}${view === 'masked' ? escapeMarkdown(clozeBlank(segment)) : segment.answer}${END}`;
    })
    .join('');
}

interface MdNode {
  type: string;
  value?: string;
  children?: MdNode[];
  data?: { hName?: string; hProperties?: Record<string, unknown> };
}

function mark(text: string, view: ClozeView): MdNode {
  const className = view === 'masked' ? 'memory-cloze memory-cloze-blank' : 'memory-cloze';
  return { type: 'clozeMark', data: { hName: 'mark', hProperties: { className } }, children: [{ type: 'text', value: text }] };
}

/** A text node's value split into plain text and marked runs; a stray sentinel (a run split by Markdown) is dropped. */
function splitText(value: string, view: ClozeView): MdNode[] {
  const nodes: MdNode[] = [];
  const pattern = /\uE000([^\uE000\uE001]*)\uE001/g;
  let last = 0;
  for (const match of value.matchAll(pattern)) {
    const start = match.index ?? 0;
    if (start > last) nodes.push({ type: 'text', value: value.slice(last, start).replace(SENTINELS, '') });
    nodes.push(mark(match[1] ?? '', view));
    last = start + match[0].length;
  }
  if (last < value.length) nodes.push({ type: 'text', value: value.slice(last).replace(SENTINELS, '') });
  return nodes.filter((node) => node.type !== 'text' || node.value);
}

function transform(node: MdNode, view: ClozeView): void {
  if (typeof node.value === 'string' && node.type !== 'text') node.value = node.value.replace(SENTINELS, '');
  if (!node.children) return;
  node.children = node.children.flatMap((child) => {
    if (child.type === 'text' && child.value !== undefined && /[\uE000\uE001]/.test(child.value)) return splitText(child.value, view);
    transform(child, view);
    return [child];
  });
}

/** The remark plugin: wrapped runs → <mark class="memory-cloze">. */
export function remarkClozeMarks(options: { view: ClozeView }) {
  return (tree: unknown) => transform(tree as MdNode, options.view);
}
