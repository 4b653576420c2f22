// PostCard as it paints before the app runs: the same parts in the same places (antd's Card, its ⋯ button, the
// question side or recall hint of a hidden post with AI 考考我 and 查看, a visible post's 正面, text, attachments, tags
// and 智能解释, locked with its note for a free account), drawn with plain elements and memo-feed-static.css instead
// of antd. The text is the app's own MarkdownContent (rendered by staticDom.ts). No control works yet: the first
// sign of intent starts the app, and a click on one is replayed on the app's own once it has taken over
// (data-takeover-click, posts/postActions.ts).
import { hrefTo, type Post } from '@memory/contracts';
import { MarkdownContent } from '@memory/design-system/markdown-content';
import { aiTexts } from '../../features/ai/texts';
import type { PremiumAccess } from '../../features/ai/premium/usePremiumAccess';
import { postActionSelector, type PostAction } from '../../posts/postActions';
import { isJarPost, postCapabilities, questionSide, savedExplanation } from '../../posts/postCapabilities';

/** An antd outlined icon (its 896 × 896 path), as the app's Button draws it. */
function Icon({ name, path }: { name: string; path: string }) {
  return (
    <span role="img" aria-label={name} className="fp-icon">
      <svg viewBox="64 64 896 896" focusable="false" width="1em" height="1em" fill="currentColor" aria-hidden="true">
        <path d={path} />
      </svg>
    </span>
  );
}
const MORE_PATH = 'M456 231a56 56 0 10112 0 56 56 0 10-112 0zm0 280a56 56 0 10112 0 56 56 0 10-112 0zm0 280a56 56 0 10112 0 56 56 0 10-112 0z';
const RELOAD_PATH =
  'M909.1 209.3l-56.4 44.1C775.8 155.1 656.2 92 521.9 92 290 92 102.3 279.5 102 511.5 101.7 743.7 289.8 932 521.9 932c181.3 0 335.8-115 394.6-276.1 1.5-4.2-.7-8.9-4.9-10.3l-56.7-19.5a8 8 0 00-10.1 4.8c-1.8 5-3.8 10-5.9 14.9-17.3 41-42.1 77.8-73.7 109.4A344.77 344.77 0 01655.9 829c-42.3 17.9-87.4 27-133.8 27-46.5 0-91.5-9.1-133.8-27A341.5 341.5 0 01279 755.2a342.16 342.16 0 01-73.7-109.4c-17.9-42.4-27-87.4-27-133.9s9.1-91.5 27-133.9c17.3-41 42.1-77.8 73.7-109.4 31.6-31.6 68.4-56.4 109.3-73.8 42.3-17.9 87.4-27 133.8-27 46.5 0 91.5 9.1 133.8 27a341.5 341.5 0 01109.3 73.8c9.9 9.9 19.2 20.4 27.8 31.4l-60.2 47a8 8 0 003 14.1l175.6 43c5 1.2 9.9-2.6 9.9-7.7l.8-180.9c-.1-6.6-7.8-10.3-13-6.2z';
const LOCK_PATH =
  'M832 464h-68V240c0-70.7-57.3-128-128-128H388c-70.7 0-128 57.3-128 128v224h-68c-17.7 0-32 14.3-32 32v384c0 17.7 14.3 32 32 32h640c17.7 0 32-14.3 32-32V496c0-17.7-14.3-32-32-32zM332 240c0-30.9 25.1-56 56-56h248c30.9 0 56 25.1 56 56v224H332V240zm460 600H232V536h560v304zM484 701v53c0 4.4 3.6 8 8 8h40c4.4 0 8-3.6 8-8v-53a48.01 48.01 0 10-56 0z';

/** The click on a painted control, replayed on the app's `action` in the same card. */
const replay = (post: Post, action: PostAction) => ({ 'data-takeover-click': postActionSelector(post.id, action) });

/** PremiumLockNote: 「AI 考考我为会员功能，开通会员卡」, its link a plain link here. */
function LockNote({ feature }: { feature: string }) {
  return (
    <span className="fp-secondary">
      {aiTexts.premiumFeature(feature)}
      <a href={hrefTo.memberCards} className="fp-link">
        {aiTexts.openMemberCard}
      </a>
    </span>
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

/** ExplainButton (size small) under a visible post, and ExplanationBody open on the explanation saved with a memo. */
function Explain({ post, access }: { post: Post; access: PremiumAccess }) {
  const explanation = savedExplanation(post);
  const saved = explanation !== null;
  const locked = access === 'free' && !saved;
  const disabled = locked || (access === 'unknown' && !saved);
  return (
    <div className="fp-stack fp-stack--8">
      <div className="fp-row fp-row--wrap fp-row--center">
        <button type="button" className="fp-button fp-button--small" aria-expanded={saved ? 'true' : 'false'} disabled={disabled} {...(disabled ? {} : replay(post, 'explain'))}>
          {locked ? <Icon name="lock" path={LOCK_PATH} /> : null}
          <span>{aiTexts.explain}</span>
        </button>
        {locked ? <LockNote feature={aiTexts.explain} /> : null}
      </div>
      {explanation !== null ? (
        <section aria-label={aiTexts.explain} className="fp-explanation">
          <div className="fp-stack fp-stack--8">
            <MarkdownContent>{explanation}</MarkdownContent>
            {/* 重新生成 only for an account that may ask the AI. */}
            {access === 'premium' ? (
              <div>
                <button type="button" className="fp-button fp-button--small" data-takeover-click={`[data-review-post="${post.id}"] section[aria-label="${aiTexts.explain}"] button`}>
                  <Icon name="reload" path={RELOAD_PATH} />
                  <span>{aiTexts.regenerate}</span>
                </button>
              </div>
            ) : null}
          </div>
        </section>
      ) : null}
    </div>
  );
}

/** A visible post: everything PostCard shows once revealed. */
function Revealed({ post, access }: { post: Post; access: PremiumAccess }) {
  const saved = savedExplanation(post);
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
      {postCapabilities(post).explain ? <Explain post={post} access={access} /> : null}
    </div>
  );
}

/** A hidden post asks for recall first: its question side, or the recall hint the app will show too. */
function RecallPrompt({ post, hint, access }: { post: Post; hint: string; access: PremiumAccess }) {
  const question = questionSide(post);
  const locked = access === 'free';
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
        <button type="button" className="fp-button" disabled={access !== 'premium'} {...(access === 'premium' ? replay(post, 'quiz') : {})}>
          {locked ? <Icon name="lock" path={LOCK_PATH} /> : null}
          <span>{aiTexts.quiz}</span>
        </button>
        <button type="button" className="fp-button fp-button--primary" {...replay(post, 'reveal')}>
          <span>查看</span>
        </button>
        {locked ? <LockNote feature={aiTexts.quiz} /> : null}
      </div>
    </div>
  );
}

export interface StaticPostCardProps {
  post: Post;
  /** A hidden post's recall hint, picked once and handed to the app (it shows the same one). */
  hint: string;
  /** The account's AI access as last known in this browser (features/ai/premium/keptAccess.ts). */
  access: PremiumAccess;
}

/** One post of the feed's first page, as PostCard draws it on arrival. */
export function StaticPostCard({ post, hint, access }: StaticPostCardProps) {
  // The feed's every post has the menu (对话 at least).
  const menu = (
    <button type="button" className="fp-button fp-button--text fp-button--icon" aria-label="更多操作" aria-haspopup="menu" {...replay(post, 'menu')}>
      <Icon name="more" path={MORE_PATH} />
    </button>
  );
  return (
    <div role="article" aria-label="MEMO" tabIndex={-1} data-review-post={post.id} className="fp-card">
      {post.source ? (
        <div className="fp-card__head">
          <div className="fp-card__title">{post.source}</div>
          {menu}
        </div>
      ) : null}
      <div className="fp-card__body">
        {post.source ? null : <div className="fp-card__corner">{menu}</div>}
        {post.hidden ? <RecallPrompt post={post} hint={hint} access={access} /> : <Revealed post={post} access={access} />}
      </div>
    </div>
  );
}
