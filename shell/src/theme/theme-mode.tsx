// Light / dark / follow-system for the whole page. Signed out, the choice lives in localStorage. Signed in,
// the user's THEME_MODE setting is the truth: read through the shared RTK Query cache, so a change made
// anywhere (the top-nav switch here, 设置 → 外观 in mf-account) re-themes the shell and, through
// parcel.update, every mounted remote at once, without a reload. It is mirrored to localStorage so the
// next page load paints its first frame in the right mode.
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { readThemeMode, THEME_MODE_STORAGE_KEY, type ResolvedTheme, type ThemeMode } from '@memory/contracts';
import { useGetSettingQuery, useUpdateSettingMutation } from '@memory/api';
import { useResolvedTheme } from '@memory/design-system';


interface ThemeModeValue {
  mode: ThemeMode;
  resolved: ResolvedTheme;
  setMode(mode: ThemeMode): void;
}

const ThemeModeContext = createContext<ThemeModeValue | null>(null);

function readLocalMode(): ThemeMode {
  try {
    return readThemeMode(window.localStorage.getItem(THEME_MODE_STORAGE_KEY));
  } catch {
    return 'system';
  }
}

function writeLocalMode(mode: ThemeMode): void {
  try {
    window.localStorage.setItem(THEME_MODE_STORAGE_KEY, mode);
  } catch {
    // Storage disabled: the choice lasts for this page only.
  }
}

export function ThemeModeProvider({ signedIn, children }: { signedIn: boolean; children: ReactNode }) {
  const [localMode, setLocalMode] = useState<ThemeMode>(readLocalMode);
  const setting = useGetSettingQuery('THEME_MODE', { skip: !signedIn });
  const [updateSetting] = useUpdateSettingMutation();
  const savedValue = signedIn ? setting.data?.value : null;
  const mode = savedValue ? readThemeMode(savedValue) : localMode;
  const resolved = useResolvedTheme(mode);

  useEffect(() => {
    if (!savedValue) return;
    const saved = readThemeMode(savedValue);
    writeLocalMode(saved);
    setLocalMode(saved);
  }, [savedValue]);

  const setMode = useCallback(
    (next: ThemeMode) => {
      setLocalMode(next);
      writeLocalMode(next);
      // Optimistic in @memory/api: the cache (and so `mode`) changes now, and rolls back if the save fails.
      if (signedIn) void updateSetting({ name: 'THEME_MODE', value: next });
    },
    [signedIn, updateSetting],
  );

  const value = useMemo(() => ({ mode, resolved, setMode }), [mode, resolved, setMode]);
  return <ThemeModeContext.Provider value={value}>{children}</ThemeModeContext.Provider>;
}

export function useThemeMode(): ThemeModeValue {
  const value = useContext(ThemeModeContext);
  if (!value) throw new Error('useThemeMode outside ThemeModeProvider');
  return value;
}
