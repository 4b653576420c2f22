// Imported as '@memory/design-system/markdown-content', never from the package root: react-markdown is heavy, and
// only the screens that show Markdown load it (inside their lazy route chunks, or React.lazy where a list shows it).
export { MarkdownContent, isLocalImageSource, type MarkdownContentProps } from './MarkdownContent';
