import { fileURLToPath } from 'node:url';

/**
 * `@chakra-ui/react/theme/<path>` names one module of Chakra's theme (a token set, a recipe),
 * which the package does not export on its own: only `@chakra-ui/react/theme`, whose index
 * imports every one of its 90 recipes. Imported through that index, all of them counted as part
 * of the guest's first download, even those only a lazy page or dialog uses; imported one by
 * one, each recipe arrives with the code that renders it (web/src/components/styled).
 * Chakra is pinned to one version in package.json, so these paths do not move under us.
 * Used by web/vite.config.ts and vitest.config.ts; tsconfig.json maps the types the same way.
 */
export const chakraThemeModules = {
  find: /^@chakra-ui\/react\/theme\/(.+)$/,
  replacement: `${fileURLToPath(new URL('../node_modules/@chakra-ui/react/dist/esm/theme/', import.meta.url))}$1.js`,
};
