// The icons' runtime, shared one key per module icons import it by (tooling/federation/antd-components.mjs).
import { iconRuntimeOf, iconRuntimeRequests } from './antd-components.mjs';

describe('the icons’ runtime', () => {
  it('is read from each icon’s module: outlined and filled icons render with AntdIconLight, two-tone ones with AntdIcon', () => {
    expect(iconRuntimeOf('PlusOutlined')).toBe('@ant-design/icons/es/components/AntdIconLight');
    expect(iconRuntimeOf('StarFilled')).toBe('@ant-design/icons/es/components/AntdIconLight');
    expect(iconRuntimeOf('HeartTwoTone')).toBe('@ant-design/icons/es/components/AntdIcon');
    expect(iconRuntimeOf('NoSuchIcon')).toBeNull();
  });

  it('is every module the package’s icons import it by', () => {
    expect(iconRuntimeRequests).toEqual(['@ant-design/icons/es/components/AntdIcon', '@ant-design/icons/es/components/AntdIconLight']);
  });
});
