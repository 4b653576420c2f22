import { Modal, Typography } from 'antd';
import { REVIEW_SHORTCUTS } from '../../posts/reviewShortcuts';

/** ? in the feed: the review keys. */
export function ShortcutHelpModal({ open, onClose }: { open: boolean; onClose(): void }) {
  return (
    <Modal open={open} title="键盘快捷键" onCancel={onClose} footer={null} destroyOnHidden>
      <Typography.Paragraph type="secondary">在 MEMOS 中（输入文字或打开对话框时不生效）：</Typography.Paragraph>
      <table style={{ width: '100%', borderCollapse: 'collapse', lineHeight: 2 }}>
        <thead>
          <tr>
            <th scope="col" style={{ textAlign: 'start' }}>按键</th>
            <th scope="col" style={{ textAlign: 'start' }}>操作</th>
          </tr>
        </thead>
        <tbody>
          {REVIEW_SHORTCUTS.map(({ keys, action }) => (
            <tr key={action}>
              <td>
                {keys.map((key) => (
                  <kbd key={key} style={{ marginInlineEnd: 4 }}>
                    {key}
                  </kbd>
                ))}
              </td>
              <td>{action}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Modal>
  );
}
