import { Dialog } from '@chakra-ui/react';
import { dialogSlotRecipe } from '@chakra-ui/react/theme/recipes/dialog';
import { withRecipe } from './withRecipe';

/** Dialog.Root styled by its recipe, which comes with the (lazily loaded) dialogs; see withRecipe. */
export const DialogRoot = withRecipe(Dialog.Root, dialogSlotRecipe);
