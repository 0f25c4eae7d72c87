import { Card } from '@chakra-ui/react';
import { cardSlotRecipe } from '@chakra-ui/react/theme/recipes/card';
import { withRecipe } from './withRecipe';

/** Card.Root styled by its recipe, which comes with the pages that show cards; see withRecipe. */
export const CardRoot = withRecipe(Card.Root, cardSlotRecipe);
