import { Button, Flex, Radio, Typography } from 'antd';
import { PAGE_SIZES, curveSummary } from '@memory/contracts';
import { useGetCurvePagesInfiniteQuery } from '@memory/api';

export interface CurvePickerProps {
  value: string;
  onChange(curveId: string): void;
}

/** 记忆曲线: the system curves and the user's own, 10 at a time (SPEC §9), the default preselected by the page. */
export function CurvePicker({ value, onChange }: CurvePickerProps) {
  const { data, hasNextPage, fetchNextPage, isFetchingNextPage } = useGetCurvePagesInfiniteQuery({ size: PAGE_SIZES.curvesInMemo });
  const curves = data?.pages.flatMap((page) => page.entries) ?? [];
  return (
    <Flex vertical gap={6} role="group" aria-label="记忆曲线">
      <Typography.Text strong>记忆曲线</Typography.Text>
      <Radio.Group value={value} onChange={(event) => onChange(String(event.target.value))}>
        <Flex wrap gap={8}>
          {curves.map((curve) => (
            <Radio key={curve.id} value={curve.id} title={curveSummary(curve)}>
              {curve.name}
            </Radio>
          ))}
        </Flex>
      </Radio.Group>
      {hasNextPage ? (
        <Button type="link" size="small" style={{ alignSelf: 'flex-start', padding: 0 }} loading={isFetchingNextPage} onClick={() => void fetchNextPage()}>
          加载更多
        </Button>
      ) : null}
    </Flex>
  );
}
