import { Separator as ChakraSeparator } from '@chakra-ui/react';
import { separatorRecipe } from '@chakra-ui/react/theme/recipes/separator';
import { withRecipe } from './withRecipe';

/** Chakra's Separator styled by its recipe, which comes with the home page; see withRecipe. */
export const Separator = withRecipe(ChakraSeparator, separatorRecipe);
