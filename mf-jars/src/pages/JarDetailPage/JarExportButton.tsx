import { App, Button, Dropdown, type MenuProps } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { JAR_EXPORT_FORMATS, JAR_EXPORT_LABELS, type Jar, type JarExportFormat } from '@memory/contracts';
import { apiErrorMessage, useDownloadJarExportMutation } from '@memory/api';

/**
 * 导出: the jar as an Anki 牌组 (.apkg, with its pictures and videos), CSV or Markdown. Free for every plan (the
 * learner's own data); 放弃 points are left out. The file comes through the API layer (the bearer token goes with
 * it) and is saved under the jar's name.
 */
export function JarExportButton({ jar }: { jar: Jar }) {
  const { message } = App.useApp();
  const [download, { isLoading }] = useDownloadJarExportMutation();

  const exportAs = async (format: JarExportFormat) => {
    try {
      const saved = await download({ jarId: jar.id, format, fallbackName: jar.name }).unwrap();
      message.success(`已导出「${saved.fileName}」`);
    } catch (failed) {
      message.error(apiErrorMessage(failed, '导出失败，请稍后重试'));
    }
  };

  const menu: MenuProps = {
    items: JAR_EXPORT_FORMATS.map((format) => ({ key: format, label: JAR_EXPORT_LABELS[format] })),
    onClick: ({ key }) => void exportAs(key as JarExportFormat),
  };

  return (
    <Dropdown menu={menu} trigger={['click']} disabled={isLoading}>
      <Button icon={<DownloadOutlined />} loading={isLoading} aria-label={isLoading ? '正在导出' : '导出'}>
        {isLoading ? '正在导出' : '导出'}
      </Button>
    </Dropdown>
  );
}
