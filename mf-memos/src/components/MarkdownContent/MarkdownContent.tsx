import Markdown from 'react-markdown';

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
      <Markdown skipHtml>{children}</Markdown>
    </div>
  );
}
