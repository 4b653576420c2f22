import { Skeleton } from 'antd';
import { texts } from '../../texts';

export interface PageSkeletonProps {
  /** Number of paragraph lines to sketch. Default 6. */
  rows?: number;
}

/** Placeholder while a page's code or data loads; announced to screen readers as busy. */
export function PageSkeleton({ rows = 6 }: PageSkeletonProps) {
  return (
    <div role="status" aria-busy="true" aria-label={texts.pageSkeleton.loading} style={{ padding: 24 }}>
      <Skeleton active title={{ width: '30%' }} paragraph={{ rows }} />
    </div>
  );
}
