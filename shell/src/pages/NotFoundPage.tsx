import { useNavigate } from 'react-router';
import { NotFound, RemoteUnavailable } from '@memory/design-system';
import { useShellServices } from '../app/shell-services';
import { paths } from '../config/paths';

/** Any path nobody owns: 出错了 + 返回首页. If remotes.json could not be read, the page may exist after all. */
export function NotFoundPage() {
  const navigate = useNavigate();
  const { config } = useShellServices();
  if (config.remotesUnavailable) return <RemoteUnavailable onRetry={() => window.location.reload()} />;
  return <NotFound onBack={() => navigate(paths.landing)} />;
}
