import { Code as ChakraCode } from '@chakra-ui/react';
import { codeRecipe } from '@chakra-ui/react/theme/recipes/code';
import { withRecipe } from './withRecipe';

/** Chakra's Code styled by its recipe (which carries the badge's), only on the not-found page; see withRecipe. */
export const Code = withRecipe(ChakraCode, codeRecipe);
