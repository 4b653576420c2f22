import { Typography } from 'antd';
import Markdown from 'react-markdown';
import { Link } from 'react-router';
import { isInAppPath } from '@memory/contracts';
import guide from '../content/markdown-guide.md';
// The one Markdown stylesheet, shared with the memos in the feed.
import '@memory/design-system/markdown.css';

/** /markdown-help: the guide is a real Markdown file, rendered as Markdown (raw HTML is never rendered). */
export function MarkdownHelpPage() {
  return (
    <Typography className="page-narrow memory-markdown">
      <Markdown
        skipHtml
        components={{
          // In-app links stay in the app; anything else opens in a new tab.
          a: ({ href = '', children }) =>
            isInAppPath(href) ? (
              <Link to={href}>{children}</Link>
            ) : (
              <a href={href} target="_blank" rel="noopener noreferrer">
                {children}
              </a>
            ),
        }}
      >
        {guide}
      </Markdown>
    </Typography>
  );
}
