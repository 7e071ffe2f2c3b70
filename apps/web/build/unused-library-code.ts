import type { Plugin } from 'vite';

/**
 * Library code that every page downloads and the site never runs (decision 0008), swapped at build
 * time for stubs: what the site does use is unchanged, and a stub throws if it is ever reached. When a
 * library changes one of these lines the build stops here and says so, instead of silently shipping
 * the extra code or a broken stub.
 */
const unused = (what: string) =>
  `() => { throw new Error("${what} is left out of this build (apps/web/build/unused-library-code.ts)"); }`;

/**
 * A patch replaces `from`, or the text from `from` up to (not including) `until`, with `to`; `until`
 * END_OF_FILE replaces everything from `from` on.
 */
interface Patch {
  file: RegExp;
  from: string;
  until?: string;
  to: string;
}

const END_OF_FILE = '';
const I18NEXT = /[\\/]i18next[\\/]dist[\\/]esm[\\/]i18next\.js$/;

const patches: Patch[] = [
  // Emotion's withTheme (a class-component HOC the site never uses) is the only user of
  // hoist-non-react-statics, a CommonJS module bundlers cannot tree-shake, with its own react-is 16.
  {
    file: /[\\/]@emotion[\\/]react[\\/]_isolated-hnrs[\\/]dist[\\/]emotion-react-_isolated-hnrs\.browser\.esm\.js$/,
    from: "import hoistNonReactStatics$1 from 'hoist-non-react-statics';",
    to: `const hoistNonReactStatics$1 = ${unused("Emotion's withTheme")};`,
  },
  {
    file: /[\\/]@emotion[\\/]react[\\/]dist[\\/]emotion-react\.browser\.esm\.js$/,
    from: "import 'hoist-non-react-statics';",
    to: '',
  },
  // react-i18next supports React 16/17 through the use-sync-external-store shim; React 19 has the
  // hook, and the shim hands it over anyway, after shipping its fallback implementation.
  {
    file: /[\\/]react-i18next[\\/]dist[\\/]es[\\/]useTranslation\.js$/,
    from: "import { useSyncExternalStore } from 'use-sync-external-store/shim';",
    to: "import { useSyncExternalStore } from 'react';",
  },
  // The theme's source text for Pigment CSS (`theme.toRuntimeSource`): the site uses Emotion.
  {
    file: /[\\/]@mui[\\/]material[\\/]styles[\\/]createThemeNoVars\.mjs$/,
    from: 'import { stringifyTheme } from "./stringifyTheme.mjs";',
    to: `const stringifyTheme = ${unused("MUI's theme.toRuntimeSource (Pigment CSS)")};`,
  },
  // MUI's opt-in theme focus ring (`createTheme({ focusVisible })`): app/theme.ts does not opt in.
  {
    file: /[\\/]@mui[\\/]material[\\/]styles[\\/]createTheme\.mjs$/,
    from: 'import { resolveFocusVisible, mergeFocusVisibleInput, isResolvedFocusVisible } from "./focusVisible.mjs";',
    to: `const resolveFocusVisible = ${unused("MUI's theme.focusVisible")}, mergeFocusVisibleInput = resolveFocusVisible, isResolvedFocusVisible = resolveFocusVisible;`,
  },
  {
    file: /[\\/]@mui[\\/]material[\\/]styles[\\/]createThemeNoVars\.mjs$/,
    from: 'import { resolveFocusVisible } from "./focusVisible.mjs";',
    to: `const resolveFocusVisible = ${unused("MUI's theme.focusVisible")};`,
  },
  // i18next's backend connector loads translations through a plugin (i18next.use(backend)) and queues,
  // retries and saves missing keys; the site hands i18next its texts (lib/i18n-core.ts `resources`), so
  // i18next never asks it to load anything. What i18next reads of it stays: its state and the event
  // emitter; adding a backend would throw.
  {
    file: I18NEXT,
    from: 'class Connector extends EventEmitter {',
    until: '\nconst get = () => ({',
    to: `class Connector extends EventEmitter {
  constructor(backend, store, services) {
    super();
    if (backend) (${unused("i18next's backend connector")})();
    this.backend = backend;
    this.store = store;
    this.services = services;
    this.state = {};
  }
  load(languages, namespaces, callback) { callback?.(); }
  reload(languages, namespaces, callback) { callback?.(); }
}
`,
  },
  // i18next's Intl formatters for `{{value, number}}` in a text: no text of the site uses one (a test
  // in locales/locales.test.ts holds every text to that), prices and dates are formatted by the site itself.
  {
    file: I18NEXT,
    from: 'class Formatter {',
    until: '\nconst removePending = ',
    to: `class Formatter {
  init() {}
  format = ${unused("i18next's built-in formatters ({{value, format}} in a text)")};
}
`,
  },
  // `$t(key)` inside a text (nesting): no text of the site has one (locales/locales.test.ts), and with
  // none i18next's nest() returns the text as it is.
  {
    file: I18NEXT,
    from: '  nest(str, fc, options = {}) {',
    until: '\n}\n\nconst parseFormatStr',
    to: '  nest(str) {\n    return str;\n  }',
  },
  // The writing direction of a language: the site's two languages are written left to right.
  {
    file: I18NEXT,
    from: '  dir(lng) {',
    until: '\n  static createInstance(',
    to: "  dir() {\n    return 'ltr';\n  }",
  },
  // A copy of an instance sharing its store: the site makes its instances with createInstance.
  {
    file: I18NEXT,
    from: '  cloneInstance(options = {}, callback = noop) {',
    until: '\n  toJSON() {',
    to: `  cloneInstance() {\n    (${unused("i18next's cloneInstance")})();\n  }`,
  },
  // MUI's container queries in `sx` ('@sm', '@40rem/sidebar') and theme.containerQueries: the site writes
  // media queries only (a test in app/theme.test.tsx holds the sources to that).
  {
    file: /[\\/]@mui[\\/]system[\\/]cssContainerQueries[\\/]cssContainerQueries\.mjs$/,
    from: 'const MIN_WIDTH_PATTERN',
    until: END_OF_FILE,
    to: `export function sortContainerQueries(theme, css) {
  return css;
}
export function isCqShorthand() {
  return false;
}
export const getContainerQuery = ${unused("MUI's container queries")};
export default function cssContainerQueries(theme) {
  return theme;
}
`,
  },
];

export function withoutUnusedLibraryCode(): Plugin {
  return {
    name: 'without-unused-library-code',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      const file = id.split('?')[0] ?? id;
      const matching = patches.filter((candidate) => candidate.file.test(file));
      if (matching.length === 0) return null;
      let patched = code;
      for (const patch of matching) {
        const start = patched.indexOf(patch.from);
        const end =
          patch.until === undefined
            ? start + patch.from.length
            : patch.until === END_OF_FILE
              ? patched.length
              : patched.indexOf(patch.until, start);
        if (start < 0 || end < 0) {
          this.error(
            `${id} no longer contains \`${start < 0 ? patch.from : patch.until}\`: update apps/web/build/unused-library-code.ts`,
          );
        }
        patched = patched.slice(0, start) + patch.to + patched.slice(end);
      }
      return { code: patched, map: null };
    },
  };
}
