import { MEMO_MAX_LENGTH, STORAGE_KEYS, TAG_MAX_LENGTH, hrefTo } from '@memory/contracts';
import { START_APP_IF_STORED_ATTRIBUTE } from '@memory/contracts/prerender';

/**
 * The top of 新建 MEMO as it paints before the app runs (static-page.css, new-memo-static.css): NewMemoPage's heading, its text box
 * (focused, as the app's is: what is typed there is carried into the app's when it takes over, shell's takeover.ts)
 * and the tag field, in antd's look. What depends on the account or the server (图片 / 视频, the curves, 记录) comes
 * with the app, below. A draft kept in this browser is the app's to show: its key asks for the app at once.
 */
export function NewMemoStaticView() {
  // @memory/api keeps a user's draft under `<key>:<user>` (userStorageKey): any user's, the prefix.
  const attributes = { [START_APP_IF_STORED_ATTRIBUTE]: `${STORAGE_KEYS.memoDraft}:` };
  return (
    <section className="static-page nm-page" {...attributes}>
      <header className="static-page__header">
        <h3 className="static-page__title">新建 MEMO</h3>
        <div className="static-page__extra">
          <a href={hrefTo.importFlomo}>从 flomo 导入</a>
        </div>
      </header>
      <div>
        <div className="nm-page__form">
          <span className="nm-textarea">
            {/* Focused on arrival, as the app's box is. */}
            <textarea aria-label="MEMO 内容" autoFocus placeholder="记下你想记住的内容…" maxLength={MEMO_MAX_LENGTH} rows={6} />
            <span className="nm-count" aria-hidden="true">
              0 / {MEMO_MAX_LENGTH}
            </span>
          </span>
          <div className="nm-tags">
            <span className="nm-input">
              <input aria-label="标签" type="text" placeholder="标签名（最多 5 个标签）" maxLength={TAG_MAX_LENGTH} />
              <span className="nm-count nm-count--inline" aria-hidden="true">
                0 / {TAG_MAX_LENGTH}
              </span>
            </span>
          </div>
        </div>
      </div>
    </section>
  );
}
