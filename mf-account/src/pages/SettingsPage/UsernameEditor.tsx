import { useState } from 'react';
import { Button, Flex, Input, Typography } from 'antd';
import { CheckOutlined, CloseOutlined, EditOutlined } from '@ant-design/icons';
import { normaliseUsername, USERNAME_MAX_LENGTH, usernameLength } from '@memory/contracts';

export interface UsernameEditorProps {
  username: string | null;
  /** Saves a changed name; rejects with the text to show when the server refuses. */
  onSave(username: string): Promise<void>;
}

/**
 * Username in display and edit modes (SPEC §4). On confirm only a changed, non-empty, trimmed value is
 * saved; anything else is discarded. A failed save stays in edit mode with the reason shown.
 */
export function UsernameEditor({ username, onSave }: UsernameEditorProps) {
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState('');
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const startEditing = () => {
    setValue(username ?? '');
    setError(null);
    setEditing(true);
  };

  const cancel = () => {
    setEditing(false);
    setError(null);
  };

  // The box never cuts (a 33rd character would vanish without a word): the counter turns red and 确定 waits.
  // Names are trimmed and counted as the server's rule does (@memory/contracts' usernames).
  const next = normaliseUsername(value);
  const excess = usernameLength(next) - USERNAME_MAX_LENGTH;
  const tooLong = excess > 0;
  const shownError = tooLong ? `用户名最多 ${USERNAME_MAX_LENGTH} 个字，请删去 ${excess} 个` : error;

  const confirm = async () => {
    if (tooLong) return;
    if (!next || next === username) {
      cancel();
      return;
    }
    setSaving(true);
    try {
      await onSave(next);
      setEditing(false);
      setError(null);
    } catch (reason) {
      setError(reason instanceof Error ? reason.message : String(reason));
    } finally {
      setSaving(false);
    }
  };

  if (!editing) {
    return (
      <Flex align="center" gap={4}>
        {username ? <Typography.Text strong>{username}</Typography.Text> : <Typography.Text type="secondary">未设置</Typography.Text>}
        <Button type="text" size="small" icon={<EditOutlined />} aria-label="修改用户名" onClick={startEditing} />
      </Flex>
    );
  }

  return (
    <Flex vertical gap={4}>
      <Flex align="center" gap={4}>
        <Input
          autoFocus
          aria-label="用户名"
          value={value}
          count={{ show: true, max: USERNAME_MAX_LENGTH, strategy: usernameLength }}
          status={shownError ? 'error' : undefined}
          onChange={(event) => setValue(event.target.value)}
          onPressEnter={() => void confirm()}
          onKeyDown={(event) => {
            if (event.key === 'Escape') cancel();
          }}
          style={{ maxWidth: 280 }}
        />
        <Button type="primary" size="small" icon={<CheckOutlined />} aria-label="确定" loading={saving} disabled={tooLong} onClick={() => void confirm()} />
        <Button size="small" icon={<CloseOutlined />} aria-label="取消" disabled={saving} onClick={cancel} />
      </Flex>
      {shownError ? (
        <Typography.Text type="danger" role="alert">
          {shownError}
        </Typography.Text>
      ) : null}
    </Flex>
  );
}
