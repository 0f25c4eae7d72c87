import { defineConfig } from '@chakra-ui/react';
import {
  animationStyles,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  codeRecipe,
  containerRecipe,
  dialogSlotRecipe,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  nativeSelectSlotRecipe,
  semanticTokens,
  separatorRecipe,
  spinnerRecipe,
  tableSlotRecipe,
  textareaRecipe,
  textStyles,
  toastSlotRecipe,
  tokens,
} from '@chakra-ui/react/theme';

/**
 * Chakra's own theme cut down to what this site renders. The full default config carries about
 * 90 recipes and ten colour palettes, which were most of the guest's initial download
 * (bench/results.md). Using a Chakra component whose recipe is not listed here renders it
 * unstyled: add its recipe below (the web tests fail naming the missing one, see
 * web/src/test/chakraRecipes.ts).
 */
const recipes = {
  button: buttonRecipe,
  code: codeRecipe,
  container: containerRecipe,
  heading: headingRecipe,
  input: inputRecipe,
  link: linkRecipe,
  separator: separatorRecipe,
  spinner: spinnerRecipe,
  textarea: textareaRecipe,
};

const slotRecipes = {
  card: cardSlotRecipe,
  dialog: dialogSlotRecipe,
  field: fieldSlotRecipe,
  nativeSelect: nativeSelectSlotRecipe,
  table: tableSlotRecipe,
  toast: toastSlotRecipe,
};

// Palettes used by the recipes above and the semantic bg/fg/border tokens (gray for neutrals,
// red/orange/green/blue for error, warning, success and info); the site's own live in system.ts.
const PALETTES = ['gray', 'red', 'orange', 'green', 'blue'] as const;
const pick = <T extends object>(source: T, keys: readonly string[]) =>
  Object.fromEntries(Object.entries(source).filter(([key]) => keys.includes(key)));

const { colors, ...otherTokens } = tokens;
const { colors: semanticColors, ...otherSemanticTokens } = semanticTokens;

export const chakraTheme = defineConfig({
  preflight: true,
  cssVarsPrefix: 'chakra',
  cssVarsRoot: ':where(html, .chakra-theme)',
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens: {
      ...otherTokens,
      colors: pick(colors, ['transparent', 'current', 'black', 'white', 'blackAlpha', 'whiteAlpha', ...PALETTES]),
    },
    semanticTokens: {
      ...otherSemanticTokens,
      colors: pick(semanticColors, ['bg', 'fg', 'border', ...PALETTES]),
    },
    recipes,
    slotRecipes,
    textStyles,
    layerStyles,
    animationStyles,
  },
});

