// `useColorMode()` with Docusaurus's fields: Cairn's hook, plus the older names
// `isDarkTheme`, `setLightTheme` and `setDarkTheme` that Docusaurus 3 still gives.
import { useMemo } from 'react';
import { useColorMode as useCairnColorMode, type ColorMode } from '@cairn/theme/internal';

export type { ColorMode };

export function useColorMode(): ReturnType<typeof useCairnColorMode> & {
  isDarkTheme: boolean;
  setLightTheme: () => void;
  setDarkTheme: () => void;
} {
  const colorMode = useCairnColorMode();
  return useMemo(
    () => ({
      ...colorMode,
      isDarkTheme: colorMode.colorMode === 'dark',
      setLightTheme: () => colorMode.setColorMode('light'),
      setDarkTheme: () => colorMode.setColorMode('dark'),
    }),
    [colorMode],
  );
}
