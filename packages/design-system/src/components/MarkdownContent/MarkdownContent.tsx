import Markdown, { defaultUrlTransform, type Components, type UrlTransform } from 'react-markdown';
// The one Markdown stylesheet (code boxes, quote bars, tables), shared with /markdown-help.
import '../../styles/markdown.css';
import { clozeSource, remarkClozeMarks, type ClozeView } from './clozeMarks';

/**
 * Whether an image may load in the page: this origin's files (attachments come from /api/blobs), and blob: and
 * data: images the browser already holds. Anything from another host is shown as a link instead: a tracking
 * pixel in a published jar would otherwise reach every subscriber (and the CSP refuses it anyway).
 */
export function isLocalImageSource(src: string, origin: string = window.location.origin): boolean {
  if (/^(?:blob:|data:image\/)/i.test(src)) return true;
  try {
    return new URL(src, origin).origin === origin;
  } catch {
    return false;
  }
}

/** Paragraphs sit tight inside a card; browser default margins would pad every post. */
const components: Components = {
  p: ({ node: _node, ...props }) => <p style={{ margin: '0 0 6px' }} {...props} />,
  img: ({ node: _node, src, alt, title }) => {
    const source = typeof src === 'string' ? src : '';
    if (source && isLocalImageSource(source)) return <img src={source} alt={alt ?? ''} title={title} style={{ maxWidth: '100%' }} />;
    if (!source) return <span>{alt}</span>;
    return (
      <a href={source} target="_blank" rel="noopener noreferrer nofollow" title={source}>
        外部图片：{alt || source}
      </a>
    );
  },
};

/** react-markdown's safe defaults, plus data:image and blob: sources for images (they cannot run script). */
const urlTransform: UrlTransform = (url, key) =>
  key === 'src' && /^(?:blob:|data:image\/)/i.test(url) ? url : defaultUrlTransform(url);

/**
 * A preview sits inside a link or a checkbox's label: its own links would nest (invalid, and a click would go two
 * ways), so they are plain text, and images are named, not loaded, in a list.
 */
const previewComponents: Components = {
  ...components,
  a: ({ node: _node, children }) => <span style={{ textDecoration: 'underline' }}>{children}</span>,
  img: ({ node: _node, alt }) => <span>{alt ? `[图片：${alt}]` : '[图片]'}</span>,
};

export interface MarkdownContentProps {
  children: string;
  /** A preview in a list (inside a link or a label): at most this many lines, links and images as plain text. */
  previewLines?: number;
  /**
   * A knowledge point's cloze markup (`{{c1::答案}}`): 'masked' shows each as [...] or [提示] (a hidden post),
   * 'filled' shows each answer marked (查看, the item pages). Without it the text is rendered as written.
   */
  cloze?: ClozeView;
}

/**
 * A memo's or a knowledge point's text as Markdown (every remote that shows either uses this one renderer). Raw HTML is skipped rather than rendered, and react-markdown's default URL
 * transform drops javascript: links, so a memo can never run script in the page. Images from other hosts are
 * links, never loaded.
 */
export function MarkdownContent({ children, previewLines, cloze }: MarkdownContentProps) {
  const clamp = previewLines
    ? { display: '-webkit-box', WebkitBoxOrient: 'vertical' as const, WebkitLineClamp: previewLines, overflow: 'hidden' }
    : undefined;
  return (
    <div className="memory-markdown" style={clamp}>
      <Markdown
        skipHtml
        components={previewLines ? previewComponents : components}
        urlTransform={urlTransform}
        remarkPlugins={cloze ? [[remarkClozeMarks, { view: cloze }]] : undefined}
      >
        {cloze ? clozeSource(children, cloze) : children}
      </Markdown>
    </div>
  );
}
