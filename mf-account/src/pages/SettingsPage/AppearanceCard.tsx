import { App, Card, Radio } from 'antd';
import { THEME_MODES, type ThemeMode } from '@memory/contracts';
import { apiErrorMessage, useUpdateSettingMutation } from '@memory/api';
import { texts } from '@memory/design-system';
import { useRemoteProps } from '@memory/remote-runtime';

/**
 * 外观: light, dark or follow the system. The shell re-themes the page at once (setThemeMode); the choice
 * is also saved as the THEME_MODE setting so every device the user signs in on follows it.
 */
export function AppearanceCard() {
  const { themeMode, setThemeMode } = useRemoteProps();
  const [updateSetting] = useUpdateSettingMutation();
  const { message } = App.useApp();

  const choose = (mode: ThemeMode) => {
    setThemeMode(mode);
    updateSetting({ name: 'THEME_MODE', value: mode })
      .unwrap()
      .catch((error: unknown) => message.error(apiErrorMessage(error, '保存失败')));
  };

  return (
    <Card title="外观">
      <Radio.Group
        aria-label="外观"
        optionType="button"
        buttonStyle="solid"
        value={themeMode}
        onChange={(event) => choose(event.target.value as ThemeMode)}
        options={THEME_MODES.map((mode) => ({ value: mode, label: texts.theme[mode] }))}
      />
    </Card>
  );
}
