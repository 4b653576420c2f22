// The simple markup most fields of real decks hold (text, <br>, <b>/<i>/<u>/<strong>/<em>, <div>, <span>, <img>,
// entities) parsed into a tree of plain objects with the few node members turndown reads, instead of a DOM: building
// linkedom's nodes (and turndown's clone of them) was two thirds of converting a 20 000-note deck. turndown still
// writes the Markdown, so the only thing to get right is the tree, and it is the tree linkedom builds for the same
// markup: the same elements and attributes, and text split into a node of its own at each entity, as linkedom splits
// it (an escape anchored at a text node's start, like `-` → `\-`, depends on that). Anything else → null, and the
// caller parses with linkedom (test/imports/simple-html.test.ts compares both on fixtures and generated fields).

// Elements no HTML parser closes or moves on its own (a <p>, say, is closed by the next <div>).
const ELEMENTS = new Set(['b', 'i', 'u', 'strong', 'em', 'div', 'span', 'br', 'img']);
const VOID = new Set(['br', 'img']);
const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

// A tag with a lowercase name and double-quoted attributes only (HTML separates them with ASCII whitespace); an
// entity with its semicolon; or a run of text (without NUL, which parsers replace).
const TOKEN = /<(\/?)([a-z]+)((?:[ \t\n\r\f]+[a-z][a-z-]*="[^"<]*")*)[ \t\n\r\f]*(\/?)>|&(#x[0-9a-fA-F]{1,6}|#[0-9]{1,7}|[a-z]+);|[^<&\0]+/y;
const ATTRIBUTE = /[ \t\n\r\f]+([a-z][a-z-]*)="([^"<]*)"/g;
const ENTITY = /&(#x[0-9a-fA-F]{1,6}|#[0-9]{1,7}|[a-z]+);/g;

/** An entity as its text, or null where an HTML parser would do more than look it up (C0/C1 controls, surrogates…). */
function decodeEntity(name: string): string | null {
  if (name[0] !== '#') return Object.hasOwn(NAMED_ENTITIES, name) ? (NAMED_ENTITIES[name] as string) : null;
  const code = name[1] === 'x' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
  const plain = (code >= 0x20 && code < 0x7f) || (code >= 0xa0 && code < 0xd800) || (code >= 0xe000 && code < 0xfdd0) || (code > 0xfdef && code < 0xfffe);
  return plain ? String.fromCharCode(code) : null;
}

/** An attribute's value with its entities decoded; null for an entity not handled or a bare `&`. */
function decodeAttribute(value: string): string | null {
  if (!value.includes('&')) return value;
  if (value.replace(ENTITY, '').includes('&')) return null;
  let known = true;
  const decoded = value.replace(ENTITY, (_match, name: string) => {
    const text = decodeEntity(name);
    if (text === null) known = false;
    return text ?? '';
  });
  return known ? decoded : null;
}

export class SimpleText {
  readonly nodeType = 3;
  readonly nodeName = '#text';
  parentNode: SimpleElement | null = null;
  constructor(public data: string) {}
  get nodeValue(): string {
    return this.data;
  }
  get textContent(): string {
    return this.data;
  }
  get nextSibling(): SimpleNode | null {
    return sibling(this, 1);
  }
  get previousSibling(): SimpleNode | null {
    return sibling(this, -1);
  }
  get firstChild(): null {
    return null;
  }
  cloneNode(): SimpleText {
    return new SimpleText(this.data);
  }
}

export class SimpleElement {
  readonly nodeType = 1;
  readonly nodeName: string;
  parentNode: SimpleElement | null = null;
  readonly childNodes: SimpleNode[] = [];
  constructor(
    readonly localName: string,
    readonly attributes: ReadonlyMap<string, string> = new Map(),
  ) {
    this.nodeName = localName.toUpperCase();
  }
  get textContent(): string {
    return this.childNodes.map((node) => node.textContent).join('');
  }
  get firstChild(): SimpleNode | null {
    return this.childNodes[0] ?? null;
  }
  get nextSibling(): SimpleNode | null {
    return sibling(this, 1);
  }
  get previousSibling(): SimpleNode | null {
    return sibling(this, -1);
  }
  getAttribute(name: string): string | null {
    return this.attributes.get(name) ?? null;
  }
  hasAttribute(name: string): boolean {
    return this.attributes.has(name);
  }
  getElementsByTagName(name: string): SimpleElement[] {
    const found: SimpleElement[] = [];
    const wanted = name.toUpperCase();
    const visit = (element: SimpleElement) => {
      for (const child of element.childNodes) {
        if (child instanceof SimpleElement) {
          if (child.nodeName === wanted) found.push(child);
          visit(child);
        }
      }
    };
    visit(this);
    return found;
  }
  appendChild(child: SimpleNode): void {
    child.parentNode = this;
    this.childNodes.push(child);
  }
  removeChild(child: SimpleNode): void {
    const index = this.childNodes.indexOf(child);
    if (index >= 0) this.childNodes.splice(index, 1);
    child.parentNode = null;
  }
  cloneNode(): SimpleElement {
    const copy = new SimpleElement(this.localName, this.attributes);
    for (const child of this.childNodes) copy.appendChild(child.cloneNode());
    return copy;
  }
}

export type SimpleNode = SimpleText | SimpleElement;

function sibling(node: SimpleNode, step: 1 | -1): SimpleNode | null {
  const siblings = node.parentNode?.childNodes;
  if (!siblings) return null;
  return siblings[siblings.indexOf(node) + step] ?? null;
}

/** The markup as the children of a <div> (the container turndown is given), or null when it is not simple markup. */
export function parseSimpleHtml(html: string): SimpleElement | null {
  const root = new SimpleElement('div');
  let open = root;
  TOKEN.lastIndex = 0;
  while (TOKEN.lastIndex < html.length) {
    const match = TOKEN.exec(html);
    if (!match) return null;
    const [text, closing, rawName, rawAttributes = '', selfClosing, entity] = match;
    if (entity !== undefined) {
      const decoded = decodeEntity(entity);
      if (decoded === null) return null;
      open.appendChild(new SimpleText(decoded));
    } else if (rawName === undefined) {
      open.appendChild(new SimpleText(text));
    } else {
      const name = rawName;
      if (name !== name.toLowerCase() || !ELEMENTS.has(name)) return null;
      const isVoid = VOID.has(name);
      if (closing) {
        if (rawAttributes || selfClosing || isVoid || open.localName !== name || open === root) return null;
        open = open.parentNode as SimpleElement;
        continue;
      }
      if (selfClosing && !isVoid) return null;
      const attributes = new Map<string, string>();
      for (const [, attribute, value] of rawAttributes.matchAll(ATTRIBUTE)) {
        const decoded = decodeAttribute(value as string);
        if (decoded === null || attributes.has(attribute as string)) return null;
        attributes.set(attribute as string, decoded);
      }
      const element = new SimpleElement(name, attributes);
      open.appendChild(element);
      if (!isVoid) open = element;
    }
  }
  return open === root ? root : null;
}
