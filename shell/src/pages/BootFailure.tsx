/**
 * Shown when the shell cannot start at all (config.json unreachable). Plain markup on purpose: it must
 * render even if the theme or the design system is what failed.
 */
export function BootFailure() {
  return (
    <div role="alert" style={{ display: 'grid', placeItems: 'center', minHeight: '100vh', fontFamily: 'sans-serif', textAlign: 'center' }}>
      <div>
        <h1 style={{ fontSize: 22 }}>记忆仓库暂时无法打开</h1>
        <p style={{ color: '#666' }}>请检查网络连接后重试。</p>
        <button type="button" onClick={() => window.location.reload()} style={{ padding: '6px 20px', fontSize: 15 }}>
          重试
        </button>
      </div>
    </div>
  );
}
