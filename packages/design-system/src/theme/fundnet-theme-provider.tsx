import { ThemeProvider } from '@mui/material';
import { type ReactNode, createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { type ColorMode, createFundnetTheme } from './create-fundnet-theme';
import { DocumentBaseline } from './document-baseline/document-baseline';

/** The localStorage key of the chosen colour mode. */
export const COLOR_MODE_STORAGE_KEY = 'colorMode';
/**
 * Window event sent when one provider changes the mode, so that every app on the page (the shell
 * and each micro-frontend mount their own provider) follows at once. `detail` is the new mode.
 */
export const COLOR_MODE_EVENT = 'fundnet:color-mode';

const isColorMode = (value: unknown): value is ColorMode => value === 'light' || value === 'dark';

function readStoredMode(): ColorMode | null {
  try {
    const stored = globalThis.localStorage?.getItem(COLOR_MODE_STORAGE_KEY);
    return isColorMode(stored) ? stored : null;
  } catch {
    return null; // storage blocked (privacy mode, sandboxed iframe)
  }
}

function systemMode(): ColorMode | null {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return null;
  return window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

/** The mode to start with: the stored choice, else the system preference, else `fallback`. */
export function initialColorMode(fallback: ColorMode = 'light'): ColorMode {
  return readStoredMode() ?? systemMode() ?? fallback;
}

export interface ColorModeContextValue {
  mode: ColorMode;
  setMode: (mode: ColorMode) => void;
  toggleColorMode: () => void;
}

const ColorModeContext = createContext<ColorModeContextValue | null>(null);

const noProvider: ColorModeContextValue = {
  mode: 'light',
  setMode: () => {},
  toggleColorMode: () => {},
};

/** The current colour mode and the functions to change it (persisted, shared by every app on the page). */
export function useColorMode(): ColorModeContextValue {
  return useContext(ColorModeContext) ?? noProvider;
}

export interface FundnetThemeProviderProps {
  children?: ReactNode;
  /** Controlled mode (Storybook, tests): ignores and does not write the stored choice. */
  mode?: ColorMode;
  /** The mode when nothing is stored and the system has no preference. Default 'light'. */
  defaultMode?: ColorMode;
  /** Render MUI's CssBaseline, once per document (`DocumentBaseline`; default true). */
  cssBaseline?: boolean;
}

/** Fundnet's theme (light or dark) with CssBaseline and the colour-mode context. */
export function FundnetThemeProvider({
  children,
  mode: controlledMode,
  defaultMode = 'light',
  cssBaseline = true,
}: FundnetThemeProviderProps) {
  const [storedMode, setStoredMode] = useState<ColorMode>(() => initialColorMode(defaultMode));
  const mode = controlledMode ?? storedMode;

  useEffect(() => {
    if (controlledMode) return undefined;
    const onModeEvent = (event: Event) => {
      const next = (event as CustomEvent<unknown>).detail;
      if (isColorMode(next)) setStoredMode(next);
    };
    const onStorage = (event: StorageEvent) => {
      if (event.key === COLOR_MODE_STORAGE_KEY && isColorMode(event.newValue)) setStoredMode(event.newValue);
    };
    window.addEventListener(COLOR_MODE_EVENT, onModeEvent);
    window.addEventListener('storage', onStorage);
    return () => {
      window.removeEventListener(COLOR_MODE_EVENT, onModeEvent);
      window.removeEventListener('storage', onStorage);
    };
  }, [controlledMode]);

  const setMode = useCallback(
    (next: ColorMode) => {
      if (controlledMode) return;
      setStoredMode(next);
      try {
        globalThis.localStorage?.setItem(COLOR_MODE_STORAGE_KEY, next);
      } catch {
        // storage blocked: the choice lasts for this page only
      }
      window.dispatchEvent(new CustomEvent(COLOR_MODE_EVENT, { detail: next }));
    },
    [controlledMode],
  );

  const value = useMemo<ColorModeContextValue>(
    () => ({ mode, setMode, toggleColorMode: () => setMode(mode === 'light' ? 'dark' : 'light') }),
    [mode, setMode],
  );
  const theme = useMemo(() => createFundnetTheme(mode), [mode]);

  return (
    <ColorModeContext.Provider value={value}>
      <ThemeProvider theme={theme}>
        {cssBaseline && <DocumentBaseline />}
        {children}
      </ThemeProvider>
    </ColorModeContext.Provider>
  );
}
