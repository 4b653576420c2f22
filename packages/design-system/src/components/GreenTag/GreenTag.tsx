import { Tag, type TagProps } from 'antd';

/**
 * antd's green tag (免费, 已发布) with a text that reads on its pale green: the theme's --memory-color-green-text.
 * (antd's palette tokens cannot be overridden for its CSS variables, so the text colour is set here.)
 */
export function GreenTag({ style, ...props }: Omit<TagProps, 'color'>) {
  return <Tag color="green" style={{ color: 'var(--memory-color-green-text)', ...style }} {...props} />;
}
