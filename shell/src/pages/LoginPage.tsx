import { useEffect, useState } from 'react';
import { Button, Result, Spin } from 'antd';
import { Navigate, useSearchParams } from 'react-router';
import { useShellServices } from '../app/shell-services';
import { RETURN_TO_PARAM, SIGN_UP_PARAM } from '../auth/RequireAuth';
import { useAuthUser } from '../auth/use-auth-user';
import { safeReturnTo } from '../config/paths';

/**
 * /login: straight on to the provider's sign-in page (its sign-up form with `?signup=1`), or to the asked page if
 * already signed in.
 */
export function LoginPage() {
  const { auth } = useShellServices();
  const user = useAuthUser();
  const [searchParams] = useSearchParams();
  const returnTo = safeReturnTo(searchParams.get(RETURN_TO_PARAM));
  const signUp = searchParams.get(SIGN_UP_PARAM) === '1';
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (user) return;
    auth.signIn(returnTo, { signUp }).catch((error: unknown) => {
      console.error('[auth] could not reach the sign-in provider', error);
      setFailed(true);
    });
  }, [auth, user, returnTo, signUp, attempt]);

  if (user) return <Navigate to={returnTo} replace />;
  if (failed) {
    return (
      <Result
        status="warning"
        title="暂时无法连接登录服务"
        subTitle="请检查网络后重试。"
        extra={
          <Button
            type="primary"
            onClick={() => {
              setFailed(false);
              setAttempt((n) => n + 1);
            }}
          >
            重试
          </Button>
        }
      />
    );
  }
  return (
    <div className="page-center" role="status">
      <Spin size="large" />
      <span className="page-center__text">正在前往登录…</span>
    </div>
  );
}
