import type { Plugin } from 'vite';

/**
 * The site's theme is a plain one (app/theme.ts: no `cssVariables`, no `colorSchemes`), yet MUI's
 * `createTheme` and `ThemeProvider` import their CSS-theme-variables variants unconditionally and pick
 * one at run time, so bundlers cannot drop the unused one: about 5 KB gzipped of every page's first
 * download (known upstream: mui/material-ui#48607). This swaps those two imports for stubs that fail
 * loudly if CSS variables are ever turned on. When MUI changes these files the build stops here and
 * says so, instead of silently shipping the extra code or a broken theme.
 */
const patches = [
  {
    file: /[\\/]@mui[\\/]material[\\/]styles[\\/]createTheme\.mjs$/,
    from: 'import createThemeWithVars from "./createThemeWithVars.mjs";',
    to: 'const createThemeWithVars = () => { throw new Error("CSS theme variables are disabled in this build (apps/web/build/mui-without-css-variables.ts)"); };',
  },
  {
    file: /[\\/]@mui[\\/]material[\\/]styles[\\/]ThemeProvider\.mjs$/,
    from: 'import { CssVarsProvider } from "./ThemeProviderWithVars.mjs";',
    to: 'const CssVarsProvider = () => { throw new Error("CSS theme variables are disabled in this build (apps/web/build/mui-without-css-variables.ts)"); };',
  },
];

export function muiWithoutCssVariables(): Plugin {
  return {
    name: 'mui-without-css-variables',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      const patch = patches.find((candidate) => candidate.file.test(id.split('?')[0] ?? id));
      if (!patch) return null;
      if (!code.includes(patch.from)) {
        this.error(
          `${id} no longer contains \`${patch.from}\`: update apps/web/build/mui-without-css-variables.ts`,
        );
      }
      return { code: code.replace(patch.from, patch.to), map: null };
    },
  };
}
