import { defineConfig } from '@chakra-ui/react';
// Chakra's theme module by module (web/chakraThemeModules.ts), not through its index, which
// would put every one of its recipes in the first download.
import { breakpoints } from '@chakra-ui/react/theme/breakpoints';
import { globalCss } from '@chakra-ui/react/theme/global-css';
import { layerStyles } from '@chakra-ui/react/theme/layer-styles';
import { animationStyles } from '@chakra-ui/react/theme/motion-styles';
import { buttonRecipe } from '@chakra-ui/react/theme/recipes/button';
import { containerRecipe } from '@chakra-ui/react/theme/recipes/container';
import { fieldSlotRecipe } from '@chakra-ui/react/theme/recipes/field';
import { headingRecipe } from '@chakra-ui/react/theme/recipes/heading';
import { inputRecipe } from '@chakra-ui/react/theme/recipes/input';
import { linkRecipe } from '@chakra-ui/react/theme/recipes/link';
import { spinnerRecipe } from '@chakra-ui/react/theme/recipes/spinner';
import { semanticColors } from '@chakra-ui/react/theme/semantic-tokens/colors';
import { semanticRadii } from '@chakra-ui/react/theme/semantic-tokens/radii';
import { semanticShadows } from '@chakra-ui/react/theme/semantic-tokens/shadows';
import { textStyles } from '@chakra-ui/react/theme/text-styles';
import { animations } from '@chakra-ui/react/theme/tokens/animations';
import { aspectRatios } from '@chakra-ui/react/theme/tokens/aspect-ratios';
import { blurs } from '@chakra-ui/react/theme/tokens/blurs';
import { borders } from '@chakra-ui/react/theme/tokens/borders';
import { colors } from '@chakra-ui/react/theme/tokens/colors';
import { cursor } from '@chakra-ui/react/theme/tokens/cursor';
import { durations } from '@chakra-ui/react/theme/tokens/durations';
import { easings } from '@chakra-ui/react/theme/tokens/easings';
import { fontSizes } from '@chakra-ui/react/theme/tokens/font-sizes';
import { fontWeights } from '@chakra-ui/react/theme/tokens/font-weights';
import { fonts } from '@chakra-ui/react/theme/tokens/fonts';
import { keyframes } from '@chakra-ui/react/theme/tokens/keyframes';
import { letterSpacings } from '@chakra-ui/react/theme/tokens/letter-spacing';
import { lineHeights } from '@chakra-ui/react/theme/tokens/line-heights';
import { radii } from '@chakra-ui/react/theme/tokens/radius';
import { sizes } from '@chakra-ui/react/theme/tokens/sizes';
import { spacing } from '@chakra-ui/react/theme/tokens/spacing';
import { zIndices } from '@chakra-ui/react/theme/tokens/z-indices';

/**
 * Chakra's own theme cut down to what this site renders. The full default config carries about
 * 90 recipes and ten colour palettes, which were most of the guest's initial download
 * (bench/results.md). Using a Chakra component whose recipe is not listed here renders it
 * unstyled: add its recipe below (the web tests fail naming the missing one, see
 * web/src/test/chakraRecipes.ts). Recipes that only lazily loaded pages and dialogs use are not
 * here: those components get theirs directly (web/src/components/styled, Toaster), so it comes
 * with them instead of with the first download.
 */
const recipes = {
  button: buttonRecipe,
  container: containerRecipe,
  heading: headingRecipe,
  input: inputRecipe,
  link: linkRecipe,
  spinner: spinnerRecipe,
};

const slotRecipes = {
  field: fieldSlotRecipe,
};

// Palettes used by the recipes above and the semantic bg/fg/border tokens (gray for neutrals,
// red/orange/green/blue for error, warning, success and info); the site's own live in system.ts.
const PALETTES = ['gray', 'red', 'orange', 'green', 'blue'] as const;
const pick = <T extends object>(source: T, keys: readonly string[]) =>
  Object.fromEntries(Object.entries(source).filter(([key]) => keys.includes(key)));

// As Chakra's theme index assembles them (@chakra-ui/react/dist/esm/theme/index.js).
const otherTokens = { aspectRatios, animations, blurs, borders, durations, easings, fonts, fontSizes, fontWeights, letterSpacings, lineHeights, radii, spacing, sizes, zIndex: zIndices, cursor };
const otherSemanticTokens = { shadows: semanticShadows, radii: semanticRadii };

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

