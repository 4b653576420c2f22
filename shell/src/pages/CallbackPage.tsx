import { useEffect, useState } from 'react';
import { Button, Result, Spin } from 'antd';
import { useNavigate } from 'react-router';
import { useShellServices } from '../app/shell-services';
import { paths } from '../config/paths';
import type { OidcAuthBridge } from '@memory/api/oidc-bridge';

// The code in the URL can be exchanged only once; StrictMode runs effects twice, so share one exchange.
let exchange: { url: string; result: Promise<string> } | null = null;

function completeOnce(auth: OidcAuthBridge): Promise<string> {
  const url = window.location.href;
  if (exchange?.url !== url) exchange = { url, result: auth.completeSignIn(url) };
  return exchange.result;
}

/** /callback: 正在登录… while the provider's answer is exchanged for tokens, then the page that asked. */
export function CallbackPage() {
  const { auth } = useShellServices();
  const navigate = useNavigate();
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let current = true;
    completeOnce(auth).then(
      (returnTo) => current && navigate(returnTo, { replace: true }),
      (error: unknown) => {
        console.error('[auth] sign-in callback failed', error);
        if (current) setFailed(true);
      },
    );
    return () => {
      current = false;
    };
  }, [auth, navigate]);

  if (failed) {
    return (
      <Result
        status="error"
        title="登录失败"
        subTitle="登录信息已失效或被取消，请重新登录。"
        extra={
          <Button type="primary" onClick={() => navigate(paths.login, { replace: true })}>
            重新登录
          </Button>
        }
      />
    );
  }
  return (
    <div className="page-center" role="status">
      <Spin size="large" />
      <span className="page-center__text">正在登录…</span>
    </div>
  );
}
