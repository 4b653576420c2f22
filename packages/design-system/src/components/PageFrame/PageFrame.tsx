import type { ReactNode } from 'react';
import { Flex, Typography } from 'antd';

export interface PageFrameProps {
  /** Page heading (zh-CN, from GLOSSARY.md). */
  title: ReactNode;
  /** Actions shown at the right of the heading (buttons, menus). */
  extra?: ReactNode;
  children?: ReactNode;
}

/** The frame every page in a remote sits in: one heading, optional actions, then the content. */
export function PageFrame({ title, extra, children }: PageFrameProps) {
  return (
    <section style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      <Flex component="header" align="center" justify="space-between" gap={12} wrap>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
        {extra ? <Flex gap={8}>{extra}</Flex> : null}
      </Flex>
      <div>{children}</div>
    </section>
  );
}
