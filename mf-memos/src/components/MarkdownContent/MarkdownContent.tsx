import Markdown, { type Components } from 'react-markdown';

/** Paragraphs sit tight inside a card; browser default margins would pad every post. */
const components: Components = {
  p: ({ node: _node, ...props }) => <p style={{ margin: '0 0 6px' }} {...props} />,
};

export interface MarkdownContentProps {
  children: string;
}

/**
 * A memo's text as Markdown. Raw HTML is skipped rather than rendered, and react-markdown's default URL
 * transform drops javascript: links, so a memo can never run script in the page.
 */
export function MarkdownContent({ children }: MarkdownContentProps) {
  return (
    <div className="memory-markdown" style={{ overflowWrap: 'anywhere' }}>
      <Markdown skipHtml components={components}>{children}</Markdown>
    </div>
  );
}
