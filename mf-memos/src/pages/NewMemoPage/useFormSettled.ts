import { PAGE_SIZES } from '@memory/contracts';
import { useGetAccountQuery, useGetCurvePagesInfiniteQuery } from '@memory/api';

/**
 * Whether what the form shows below the text box has arrived, or failed: the account (图片 / 视频 wait for it) and
 * the curves (CurvePicker's query, the same cache entry). Until then the rows below the box still move.
 */
export function useFormSettled(): boolean {
  const account = useGetAccountQuery();
  const curves = useGetCurvePagesInfiniteQuery({ size: PAGE_SIZES.curvesInMemo });
  return !account.isLoading && !curves.isLoading;
}
