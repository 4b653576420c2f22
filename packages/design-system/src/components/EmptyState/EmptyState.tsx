import type { ReactNode } from 'react';
import { Empty } from 'antd';
import { texts } from '../../texts';

export interface EmptyStateProps {
  /** What is empty, in Chinese. Default 暂无内容. */
  description?: ReactNode;
  /** An optional action, e.g. a 创建知识罐 button. */
  children?: ReactNode;
}

/** An empty list or a page whose content is still to come. */
export function EmptyState({ description = texts.emptyState.description, children }: EmptyStateProps) {
  return (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={description} style={{ padding: '32px 0' }}>
      {children}
    </Empty>
  );
}
