// PostCard as it paints before the app runs: the same parts in the same places (antd's Card, its ⋯ button, the
// question side or recall hint of a hidden post with AI 考考我 and 查看, a visible post's 正面, text, attachments, tags
// and 智能解释), drawn with plain elements and memo-feed-static.css instead of antd. The text is the app's own
// MarkdownContent (rendered by staticDom.ts). No control works yet: the first sign of intent starts the app, and a
// click on ⋯, 查看 or 智能解释 is replayed on the app's own control once it has taken over (data-takeover-click).
import type { Post } from '@memory/contracts';
import { MarkdownContent } from '@memory/design-system/markdown-content';
import { questionSide, savedExplanation, isJarPost, postCapabilities } from '../../features/feedPost/postCapabilities';
import { REVEAL_BUTTON_ATTRIBUTE } from '../../features/feedPost/recallHints';
import { aiTexts } from '../../features/ai/texts';

/** antd's MoreOutlined, as the app's ⋯ button draws it. */
function MoreIcon() {
  return (
    <span role="img" aria-label="more" className="fp-icon">
      <svg viewBox="64 64 896 896" focusable="false" width="1em" height="1em" fill="currentColor" aria-hidden="true">
        <path d="M456 231a56 56 0 10112 0 56 56 0 10-112 0zm0 280a56 56 0 10112 0 56 56 0 10-112 0zm0 280a56 56 0 10112 0 56 56 0 10-112 0z" />
      </svg>
    </span>
  );
}

/** Replayed on the app's control inside the same card once the app has taken over (shell's takeover.ts). */
const inCard = (post: Post, control: string) => `[data-review-post="${post.id}"] ${control}`;

function MenuButton({ post }: { post: Post }) {
  return (
    <button type="button" className="fp-button fp-button--text fp-button--icon" aria-label="更多操作" aria-haspopup="menu" data-takeover-click={inCard(post, '[aria-label="更多操作"]')}>
      <MoreIcon />
    </button>
  );
}

function Attachments({ post }: { post: Post }) {
  const attachments = post.attachments ?? [];
  if (attachments.length === 0) return null;
  return (
    <div className="fp-row fp-row--wrap">
      {attachments.map((attachment) =>
        attachment.type === 'IMAGE' ? (
          // The tile's box (PostAttachments: 160 × 160), the picture itself when the app shows it.
          <span key={attachment.id} className="fp-image" role="img" aria-label="图片" />
        ) : (
          <span key={attachment.id} className={attachment.type === 'AUDIO' ? 'fp-media fp-media--audio' : 'fp-media fp-media--video'} aria-label={attachment.type === 'AUDIO' ? '音频' : '视频'} />
        ),
      )}
    </div>
  );
}

/** A visible post: everything PostCard shows once revealed, before AI access is known. */
function Revealed({ post }: { post: Post }) {
  const saved = savedExplanation(post);
  const explainable = postCapabilities(post).explain;
  return (
    <div className="fp-stack fp-stack--8">
      {post.front?.trim() ? (
        <div aria-label="正面" className="fp-front">
          <MarkdownContent>{post.front}</MarkdownContent>
        </div>
      ) : null}
      <MarkdownContent cloze={isJarPost(post) ? 'filled' : undefined}>{post.content}</MarkdownContent>
      {post.subContent && !saved ? <span className="fp-secondary">{post.subContent}</span> : null}
      <Attachments post={post} />
      {post.tags?.length ? (
        <div className="fp-row fp-row--wrap fp-row--4">
          {post.tags.map((tag) => (
            <span key={tag} className="fp-tag">
              #{tag}
            </span>
          ))}
        </div>
      ) : null}
      {explainable ? (
        <div className="fp-stack fp-stack--8">
          <div className="fp-row fp-row--wrap">
            {/* Open already when an explanation was saved with the memo (the app then shows it, not the AI). */}
            <button
              type="button"
              className="fp-button fp-button--small"
              aria-expanded={saved ? 'true' : 'false'}
              disabled={!saved}
              data-takeover-click={saved ? inCard(post, `button[aria-expanded]`) : undefined}
            >
              {aiTexts.explain}
            </button>
          </div>
          {saved ? <span className="fp-spin fp-spin--small" role="status" aria-label="加载中" /> : null}
        </div>
      ) : null}
    </div>
  );
}

/** A hidden post asks for recall first: its question side, or the recall hint the app will show too. */
function RecallPrompt({ post, hint }: { post: Post; hint: string }) {
  const question = questionSide(post);
  return (
    <div className="fp-stack fp-stack--12 fp-stack--start">
      {question ? (
        <div aria-label="正面" className="fp-stretch">
          {question.front ? <MarkdownContent>{question.front}</MarkdownContent> : null}
          {question.masked ? <MarkdownContent cloze="masked">{question.masked}</MarkdownContent> : null}
        </div>
      ) : (
        <span className="fp-secondary">{hint}</span>
      )}
      <div className="fp-row fp-row--wrap fp-row--center">
        {/* As the app's while it does not know the account's access ('unknown'). */}
        <button type="button" className="fp-button" disabled>
          {aiTexts.quiz}
        </button>
        <button type="button" className="fp-button fp-button--primary" data-takeover-click={inCard(post, `[${REVEAL_BUTTON_ATTRIBUTE}]`)}>
          查看
        </button>
      </div>
    </div>
  );
}

export interface StaticPostCardProps {
  post: Post;
  /** A hidden post's recall hint, picked once and handed to the app (it shows the same one). */
  hint: string;
}

/** One post of the feed's first page, as PostCard draws it on arrival. */
export function StaticPostCard({ post, hint }: StaticPostCardProps) {
  // The feed's every post has the menu (对话 at least).
  const menu = <MenuButton post={post} />;
  return (
    <div role="article" aria-label="MEMO" tabIndex={-1} data-review-post={post.id} className="fp-card">
      {post.source ? (
        <div className="fp-card__head">
          <div className="fp-card__title">{post.source}</div>
          {menu}
        </div>
      ) : null}
      <div className="fp-card__body">
        {!post.source ? <div className="fp-card__corner">{menu}</div> : null}
        {post.hidden ? <RecallPrompt post={post} hint={hint} /> : <Revealed post={post} />}
      </div>
    </div>
  );
}
