// React elements turned into DOM nodes, for the boot script that paints MEMOS' first posts before React is there
// (feed-paint/README.md). It renders what a static view is made of and nothing else: host elements, fragments and
// function components that use no hooks (MarkdownContent, react-markdown's Markdown, StaticPostCard). Props become
// attributes (`className` → class, `htmlFor` → for, a style object through CSSOM, which the CSP allows); event
// handlers, refs and state are not supported and throw, so a view that needs them cannot slip in unnoticed.
import { Fragment, isValidElement, type ReactElement, type ReactNode } from 'react';

type Props = Record<string, unknown> & { children?: ReactNode };

const ATTRIBUTE_NAMES: Record<string, string> = { className: 'class', htmlFor: 'for' };
const SVG_NAMESPACE = 'http://www.w3.org/2000/svg';

function setProps(element: HTMLElement | SVGElement, props: Props): void {
  for (const [name, value] of Object.entries(props)) {
    if (name === 'children' || value === undefined || value === null || value === false) continue;
    if (name === 'style') {
      Object.assign(element.style, value);
      continue;
    }
    if (/^on[A-Z]/.test(name) || name === 'ref' || name === 'dangerouslySetInnerHTML') {
      throw new Error(`staticDom: <${element.localName}> has ${name}, which a static view cannot have`);
    }
    element.setAttribute(ATTRIBUTE_NAMES[name] ?? name, value === true ? '' : String(value));
  }
}

/** `node` as DOM nodes appended to `parent`. */
export function renderStatic(node: ReactNode, parent: Node): void {
  if (node === null || node === undefined || typeof node === 'boolean') return;
  if (typeof node === 'string' || typeof node === 'number' || typeof node === 'bigint') {
    parent.appendChild(document.createTextNode(String(node)));
    return;
  }
  if (Array.isArray(node)) {
    for (const child of node as ReactNode[]) renderStatic(child, parent);
    return;
  }
  if (!isValidElement(node)) throw new Error('staticDom: only elements, text and arrays can be rendered');
  const { type, props } = node as ReactElement<Props>;
  if (type === Fragment) return renderStatic(props.children, parent);
  if (typeof type === 'function') return renderStatic((type as (props: Props) => ReactNode)(props), parent);
  if (typeof type !== 'string') throw new Error('staticDom: only host elements, fragments and function components');
  // An icon's <svg> and what it holds live in the SVG namespace (else the browser draws nothing, and lowercases viewBox).
  const svg = type === 'svg' || (parent instanceof Element && parent.namespaceURI === SVG_NAMESPACE);
  const element = svg ? document.createElementNS(SVG_NAMESPACE, type) : document.createElement(type);
  setProps(element, props);
  renderStatic(props.children, element);
  parent.appendChild(element);
}
