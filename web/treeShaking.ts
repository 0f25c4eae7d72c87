import type { Plugin } from 'vite';

/**
 * What the bundler may drop from our libraries when nothing uses it, though their code does not
 * say so (issue 23 §3: each is in what every signed-in page and the first download wait for).
 * Used by web/vite.config.ts for the browser's build; sizes in bench/results-web.md.
 */

/**
 * `treeshake` options: `createAnatomy(...)` (zag's, which Chakra and Ark call at the top of their
 * modules to name a component's parts) only builds an object; and hoist-non-react-statics and
 * react-is, CommonJS modules emotion imports for `withTheme`, which nothing here uses, have no
 * side effects (CommonJS modules are kept whole by default). Every other module keeps what its
 * package.json says.
 */
export const treeshakeHints = {
  manualPureFunctions: ['createAnatomy'],
  moduleSideEffects: (id: string) => (/node_modules[\\/](hoist-non-react-statics|react-is)[\\/]/.test(id) ? false : undefined),
};

// The modules that declare Chakra's, Ark's and zag's component anatomies.
const ANATOMY_MODULES =
  /node_modules[\\/](@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]anatomy\.js|@zag-js[\\/][\w-]+[\\/]dist[\\/][\w-]+\.anatomy\.mjs|@ark-ui[\\/]react[\\/]dist[\\/]components[\\/][\w-]+[\\/][\w-]+\.anatomy\.js)$/;

/**
 * Marks the anatomy declarations of Chakra, Ark and zag (`const x = y.extendWith(...)`,
 * `var parts = anatomy.build()`) as pure: they only build objects of part names, but as method
 * calls the bundler kept them, and with them the anatomy of every component Chakra has (colour
 * picker, date picker, combobox...), though the site shows few: 0.8 KiB gzipped.
 */
export function pureAnatomies(): Plugin {
  return {
    name: 'wedding:pure-anatomies',
    apply: 'build',
    transform: {
      filter: { id: ANATOMY_MODULES },
      handler(code) {
        return { code: code.replace(/=\s*(?=[\w$]+\.(?:extendWith|build|rename)\()/g, '= /* @__PURE__ */ '), map: null };
      },
    },
  };
}

// react-router's production build (web/vite.config.ts aliases it), its shared chunks.
const ROUTER_MODULES = /node_modules[\\/]react-router[\\/]dist[\\/]production[\\/]chunk-\w+\.mjs$/;

/**
 * react-router declares its components and contexts at the top of one large module with
 * `React.forwardRef(...)`, `React.createContext(...)` and `React.memo(...)`, unmarked, and then
 * sets each one's `displayName` (read only by React's developer tools): the bundler kept every
 * one, `<Form>`, fetchers and data-router code the site never uses included. Marked pure and
 * without the displayName lines, what nothing uses goes: 1.4 KiB gzipped.
 */
export function pureRouter(): Plugin {
  return {
    name: 'wedding:pure-router',
    apply: 'build',
    transform: {
      filter: { id: ROUTER_MODULES },
      handler(code) {
        const marked = code.replace(/^(var \w+ = )(?=React\d*\.(?:forwardRef|createContext|memo)\()/gm, '$1/* @__PURE__ */ ');
        return { code: marked.replace(/^\w+\.displayName = "[^"]*";$/gm, ''), map: null };
      },
    },
  };
}
