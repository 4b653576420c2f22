// What a build records it imports from the shell's cut-down shared packages (shared-exports-plugin.mjs at the root):
// the record the shell and `pnpm check:shared-exports` judge a remote by.
import { perModuleShareKeys } from '../../../antd-components.mjs';
import { importedNames } from '../../../shared-exports-plugin.mjs';

describe('importedNames', () => {
  it('counts an icon compiled to its own module (the import rewrite) as the icon it was written as', () => {
    const compiled = [
      'import PlusOutlined from "@ant-design/icons/es/icons/PlusOutlined";',
      "import StarFilled from '@ant-design/icons/es/icons/StarFilled';",
      'import Button from "antd/es/button";',
    ].join('\n');
    expect([...importedNames(compiled, '@ant-design/icons')].sort()).toEqual(['PlusOutlined', 'StarFilled']);
    expect([...importedNames(compiled, 'antd')]).toEqual(['Button']);
  });

  it('counts named imports the rewrite left alone, and not type-only ones', () => {
    const source = "import { LockOutlined, MoreOutlined as More } from '@ant-design/icons';\nimport type { IconProps } from '@ant-design/icons';";
    expect([...importedNames(source, '@ant-design/icons')].sort()).toEqual(['LockOutlined', 'MoreOutlined']);
  });
});

describe('perModuleShareKeys', () => {
  it('is one key per antd export and per icon of the shell’s list', () => {
    expect(perModuleShareKeys({ antd: ['Button', 'InputNumber'], '@ant-design/icons': ['PlusOutlined'] })).toEqual([
      'antd/es/button',
      'antd/es/input-number',
      '@ant-design/icons/es/icons/PlusOutlined',
    ]);
  });
});
