// The page templates a build prerenders and the server fills per request (a remote's static view with the
// public data of the moment): a logic-less subset of Mustache, so the markup is written once, in the view, and
// the server only supplies values.
//   {{name}}           the value, HTML-escaped (there is no unescaped form: nothing from a user is ever markup)
//   {{#name}}…{{/name}} an array: the block once per item, in the item's scope; any other truthy value: once
//   {{^name}}…{{/name}} the block when the value is missing, false or an empty array
//   {{.}}              the current item (an array of strings)
// A name is looked up in the innermost scope first, then outwards; `a.b` reads a field of a field.

export type TemplateValue = string | number | boolean | null | undefined | TemplateModel | readonly TemplateValue[];
export interface TemplateModel {
  readonly [name: string]: TemplateValue;
}

const TAG = /\{\{([#^/]?)\s*([\w.]+)\s*\}\}/g;
const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);

function lookup(scopes: readonly TemplateValue[], name: string): TemplateValue {
  if (name === '.') return scopes[scopes.length - 1];
  const [first = '', ...rest] = name.split('.');
  for (let index = scopes.length - 1; index >= 0; index -= 1) {
    const scope = scopes[index];
    if (scope === null || typeof scope !== 'object' || Array.isArray(scope) || !Object.hasOwn(scope, first)) continue;
    return rest.reduce<TemplateValue>(
      (value, key) => (value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as TemplateModel)[key] : undefined),
      (scope as TemplateModel)[first],
    );
  }
  return undefined;
}

const isEmpty = (value: TemplateValue) => value === undefined || value === null || value === false || value === '' || (Array.isArray(value) && value.length === 0);

/** Where the block opened at `from` ends: its `{{/name}}`, skipping blocks of the same name nested inside. */
function closingOf(template: string, name: string, from: number): { start: number; end: number } {
  const tag = new RegExp(TAG.source, 'g');
  tag.lastIndex = from;
  let depth = 1;
  for (let match = tag.exec(template); match; match = tag.exec(template)) {
    if (match[2] !== name || match[1] === '') continue;
    depth += match[1] === '/' ? -1 : 1;
    if (depth === 0) return { start: match.index, end: tag.lastIndex };
  }
  throw new Error(`template: {{#${name}}} is never closed`);
}

function render(template: string, scopes: readonly TemplateValue[]): string {
  let out = '';
  let cursor = 0;
  const tag = new RegExp(TAG.source, 'g');
  for (let match = tag.exec(template); match; match = tag.exec(template)) {
    const [, kind, name = ''] = match;
    out += template.slice(cursor, match.index);
    cursor = tag.lastIndex;
    if (kind === '/') throw new Error(`template: {{/${name}}} closes nothing`);
    if (kind === '') {
      const value = lookup(scopes, name);
      if (value !== undefined && value !== null && typeof value !== 'object') out += escapeHtml(String(value));
      continue;
    }
    const closing = closingOf(template, name, cursor);
    const block = template.slice(cursor, closing.start);
    const value = lookup(scopes, name);
    if (kind === '^') {
      if (isEmpty(value)) out += render(block, scopes);
    } else if (Array.isArray(value)) {
      for (const item of value as readonly TemplateValue[]) out += render(block, [...scopes, item]);
    } else if (!isEmpty(value)) {
      out += render(block, typeof value === 'object' ? [...scopes, value] : scopes);
    }
    cursor = closing.end;
    tag.lastIndex = closing.end;
  }
  return out + template.slice(cursor);
}

/** The template with the model's values in place, every one HTML-escaped. Throws on an unbalanced block. */
export function fillTemplate(template: string, model: TemplateModel): string {
  return render(template, [model]);
}

/** Tags for writing a template in JSX: `{t.value('name')}`, `{t.each('jars', …)}` (the view then renders to a template). */
export const templateTags = {
  value: (name: string) => `{{${name}}}`,
  open: (name: string) => `{{#${name}}}`,
  openUnless: (name: string) => `{{^${name}}}`,
  close: (name: string) => `{{/${name}}}`,
};
