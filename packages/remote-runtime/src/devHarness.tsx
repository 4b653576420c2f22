// A small stand-in for the shell so a remote team can run its remote alone (`pnpm --filter mf-jars dev`):
// it owns a browser history, a store, an auth bridge and the theme switch, and mounts the remote's
// single-spa lifecycles exactly as the shell does (custom props + `update` on every navigation).
// It is a dev tool: the remote's production entry is remoteEntry.js, never this file.
import { useEffect, useMemo, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { UNSAFE_createBrowserHistory as createBrowserHistory, type Location } from 'react-router';
import { Button, Flex, Layout, Segmented, Typography } from 'antd';
import type { Store } from '@reduxjs/toolkit';
import { THEME_MODES, type AuthBridge, type AuthUser, type ThemeMode } from '@memory/contracts';
import { connectClient } from '@memory/api/connect-client';
import { RemoteUnavailable, texts, ThemeProvider, useResolvedTheme } from '@memory/design-system';
import { mountParcel, type ParcelController } from './parcel';
import type { RemoteLifecycles, RemoteProps } from './props';

/** What the harness reads from /config.json (same shape the shell reads); defaults suit `pnpm dev`. */
export interface DevHarnessConfig {
  oidc: { authority: string; clientId: string; scope: string };
  apiBase: string;
}

export interface DevServices {
  auth: AuthBridge;
  store: Store;
  /** Finishes an OIDC redirect on /callback and returns the path to go back to. */
  completeSignIn?(): Promise<string | undefined>;
}

export interface DevHarnessOptions {
  /** Shown in the harness bar, e.g. mf-jars. */
  title: string;
  /** The MF name the shell would pass as the parcel name. */
  name: string;
  app: RemoteLifecycles;
  /** Quick links to the remote's pages. */
  links: readonly { label: string; path: string }[];
  /** Store and sign-in for the harness; by default the product's own (connectClient from @memory/api). */
  createServices?(config: DevHarnessConfig): DevServices | Promise<DevServices>;
}

export const defaultDevHarnessConfig: DevHarnessConfig = {
  oidc: { authority: 'http://localhost:8080/oidc', clientId: 'memory-web', scope: 'openid profile offline_access' },
  apiBase: '/api',
};

const THEME_STORAGE_KEY = 'memory.devHarness.themeMode';
const CALLBACK_PATH = '/callback';
const themeLabels: Record<ThemeMode, string> = texts.theme;

/** /config.json when the dev server serves one, else the defaults (the fallback HTML is not JSON). */
export async function loadDevHarnessConfig(): Promise<DevHarnessConfig> {
  try {
    const response = await fetch('/config.json', { headers: { accept: 'application/json' } });
    if (!response.ok) return defaultDevHarnessConfig;
    const json = (await response.json()) as Partial<DevHarnessConfig>;
    return { ...defaultDevHarnessConfig, ...json, oidc: { ...defaultDevHarnessConfig.oidc, ...json.oidc } };
  } catch {
    return defaultDevHarnessConfig;
  }
}

export async function startDevHarness(options: DevHarnessOptions, container = document.getElementById('root')): Promise<void> {
  if (!container) throw new Error('dev harness: no #root element');
  const services = await (options.createServices ?? connectProductServices)(await loadDevHarnessConfig());
  // v5Compat: the listener hears push/replace too, not only back/forward.
  const history = createBrowserHistory({ v5Compat: true });
  if (history.location.pathname === CALLBACK_PATH && services.completeSignIn) {
    const returnTo = await services.completeSignIn().catch((error: unknown) => {
      console.error('[dev harness] sign-in failed', error);
      return undefined;
    });
    history.replace(returnTo ?? options.links[0]?.path ?? '/');
  }
  createRoot(container).render(<DevHarness options={options} services={services} history={history} />);
}

/** The store and OIDC sign-in every remote uses in the shell, pointed at the dev server's API. */
async function connectProductServices(config: DevHarnessConfig): Promise<DevServices> {
  const { auth, store } = await connectClient(config);
  return { auth, store, completeSignIn: () => auth.completeSignIn() };
}

type BrowserHistory = ReturnType<typeof createBrowserHistory>;

function DevHarness({ options, services, history }: { options: DevHarnessOptions; services: DevServices; history: BrowserHistory }) {
  const location = useHistoryLocation(history);
  const user = useAuthUser(services.auth);
  const [themeMode, setThemeMode] = useState<ThemeMode>(readStoredThemeMode);
  const resolvedTheme = useResolvedTheme(themeMode);

  const chooseThemeMode = (mode: ThemeMode) => {
    localStorage.setItem(THEME_STORAGE_KEY, mode);
    setThemeMode(mode);
  };

  const remoteProps = useMemo<RemoteProps>(
    () => ({
      store: services.store,
      auth: services.auth,
      themeMode,
      resolvedTheme,
      setThemeMode: chooseThemeMode,
      location,
      navigator: history,
    }),
    [services, themeMode, resolvedTheme, location, history],
  );

  return (
    <ThemeProvider theme={resolvedTheme}>
      <Layout style={{ minHeight: '100vh' }}>
        <Layout.Header style={{ display: 'flex', alignItems: 'center', gap: 16, paddingInline: 16, height: 'auto', lineHeight: 1.5 }}>
          <Typography.Text strong style={{ color: 'inherit', paddingBlock: 12 }}>
            {options.title} · 开发环境
          </Typography.Text>
          <Flex gap={4} wrap style={{ flex: 1 }}>
            {options.links.map((link) => (
              <Button key={link.path} type={location.pathname === link.path ? 'primary' : 'text'} onClick={() => history.push(link.path)}>
                {link.label}
              </Button>
            ))}
          </Flex>
          <Segmented<ThemeMode>
            aria-label="外观"
            value={themeMode}
            onChange={chooseThemeMode}
            options={THEME_MODES.map((mode) => ({ value: mode, label: themeLabels[mode] }))}
          />
          {user ? (
            <Button onClick={() => void services.auth.signOut()}>{user.username ?? user.sub} · 退出登录</Button>
          ) : (
            <Button type="primary" onClick={() => void services.auth.signIn(location.pathname + location.search)}>
              登录
            </Button>
          )}
        </Layout.Header>
        <Layout.Content style={{ padding: 24 }}>
          <MountedRemote name={options.name} app={options.app} props={remoteProps} />
        </Layout.Content>
      </Layout>
    </ThemeProvider>
  );
}

/** Mounts the remote once and hands it every props change through `update`, with the shell's parcel module. */
function MountedRemote({ name, app, props }: { name: string; app: RemoteLifecycles; props: RemoteProps }) {
  const hostRef = useRef<HTMLDivElement>(null);
  const parcelRef = useRef<ParcelController | null>(null);
  const propsRef = useRef(props);
  propsRef.current = props;
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const container = hostRef.current;
    if (!container) return;
    let current = true;
    const parcel = mountParcel(name, app, container, propsRef.current);
    parcelRef.current = parcel;
    parcel.mounted.then(
      // Catch up with anything that changed while mounting.
      () => current && parcel.update(propsRef.current),
      (error: unknown) => {
        console.error(`[dev harness] ${name} failed to mount`, error);
        if (current) setFailed(true);
      },
    );
    return () => {
      current = false;
      parcelRef.current = null;
      void parcel.unmount();
    };
  }, [app, name, attempt]);

  useEffect(() => {
    parcelRef.current?.update(props);
  }, [props]);

  const retry = () => {
    setFailed(false);
    setAttempt((n) => n + 1);
  };

  return (
    <>
      {failed ? <RemoteUnavailable onRetry={retry} /> : null}
      <div ref={hostRef} key={attempt} hidden={failed} data-remote={name} />
    </>
  );
}

function useHistoryLocation(history: BrowserHistory): Location {
  const [location, setLocation] = useState<Location>(() => history.location);
  useEffect(() => history.listen(({ location: next }) => setLocation(next)), [history]);
  return location;
}

function useAuthUser(auth: AuthBridge): AuthUser | null {
  const [user, setUser] = useState<AuthUser | null>(() => auth.getUser());
  useEffect(() => auth.subscribe(setUser), [auth]);
  return user;
}

function readStoredThemeMode(): ThemeMode {
  const stored = localStorage.getItem(THEME_STORAGE_KEY);
  return THEME_MODES.find((mode) => mode === stored) ?? 'system';
}
