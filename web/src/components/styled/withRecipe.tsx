import type { ComponentProps, JSXElementConstructor } from 'react';

/**
 * A Chakra component given its recipe directly (Chakra's own `recipe` prop) instead of through
 * the system (web/src/theme/chakraTheme.ts), so the recipe arrives with the lazy page or dialog
 * that renders it rather than in the guest's first download. Each wrapper imports its recipe's
 * own module (`@chakra-ui/react/theme/recipes/…`, see web/chakraThemeModules.ts).
 */
// `any`: a component of any props, as React's own JSX types take it.
export function withRecipe<C extends JSXElementConstructor<any>>(Component: C, recipe: object) {
  const Inner = Component as JSXElementConstructor<ComponentProps<C> & { recipe: object }>;
  const Styled = (props: ComponentProps<C>) => <Inner recipe={recipe} {...props} />;
  Styled.displayName = `withRecipe(${(Component as { displayName?: string }).displayName ?? 'Component'})`;
  return Styled;
}
