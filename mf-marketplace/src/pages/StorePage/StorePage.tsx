import { Link } from 'react-router';
import { EmptyState, PageFrame } from '@memory/design-system';

/** Jars are published from their own page in 知识罐 (mf-jars); the shell's history carries the link there. */
const MY_JARS_PATH = '/home/jars';

/** 我发布的知识罐: the page frame; its content arrives with the feature issue. */
export function StorePage() {
  return (
    <PageFrame title="我发布的知识罐">
      <EmptyState description="还没有发布过知识罐">
        <Link to={MY_JARS_PATH}>去我的知识罐</Link>
      </EmptyState>
    </PageFrame>
  );
}
