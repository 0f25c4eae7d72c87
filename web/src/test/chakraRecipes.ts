import { recipes, slotRecipes } from '@chakra-ui/react/theme';
import type { SystemContext } from '@chakra-ui/react';

const checked = new WeakSet<SystemContext>();

/**
 * The site's Chakra system carries only the recipes it uses (web/src/theme/chakraTheme.ts).
 * A component whose recipe was left out would render unstyled without a word, so in the web
 * tests asking for one of Chakra's recipes that the system lacks throws, naming it.
 */
export function failOnMissingRecipes(system: SystemContext) {
  // The setup file runs before every test file, and with isolate off they share one system:
  // wrapping it again each time would stack a wrapper per file.
  if (checked.has(system)) return;
  checked.add(system);
  const missing = (key: string) =>
    new Error(`Chakra recipe "${key}" is not in web/src/theme/chakraTheme.ts: add it there.`);
  const { getRecipeFn, getSlotRecipeFn } = system;
  system.getRecipeFn = ((key: string, ...rest: []) => {
    if (key in recipes && !system.isRecipe(key)) throw missing(key);
    return getRecipeFn(key, ...rest);
  }) as typeof getRecipeFn;
  system.getSlotRecipeFn = ((key: string, ...rest: []) => {
    if (key in slotRecipes && !system.isSlotRecipe(key)) throw missing(key);
    return getSlotRecipeFn(key, ...rest);
  }) as typeof getSlotRecipeFn;
}
