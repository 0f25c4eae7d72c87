import { Textarea as ChakraTextarea } from '@chakra-ui/react';
import { textareaRecipe } from '@chakra-ui/react/theme/recipes/textarea';
import { withRecipe } from './withRecipe';

/** Chakra's Textarea styled by its recipe, which comes with the forms that have one; see withRecipe. */
export const Textarea = withRecipe(ChakraTextarea, textareaRecipe);
