import { Select } from 'antd';
import { MAX_PAGE_SIZE } from '@memory/contracts';
import { useGetJarPageQuery } from '@memory/api';

/** '' is a new jar (named when accepting); otherwise one of the learner's own jars (subscribed ones are read-only). */
export function JarTargetSelect({ value = '', onChange, disabled, id }: { value?: string; onChange?(jarId: string): void; disabled?: boolean; id?: string }) {
  const jars = useGetJarPageQuery({ role: 'CREATOR', page: 1, size: MAX_PAGE_SIZE });
  const options = [{ value: '', label: '新建知识罐' }, ...(jars.data?.entries ?? []).map((jar) => ({ value: jar.id, label: jar.name }))];
  return (
    <Select
      id={id}
      value={value}
      onChange={onChange}
      options={options}
      loading={jars.isLoading}
      disabled={disabled}
      showSearch={{ optionFilterProp: 'label' }}
      style={{ minWidth: 220 }}
      aria-label="接受的卡片放入"
    />
  );
}
