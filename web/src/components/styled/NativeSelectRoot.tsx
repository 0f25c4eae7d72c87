import { NativeSelect } from '@chakra-ui/react';
import { nativeSelectSlotRecipe } from '@chakra-ui/react/theme/recipes/native-select';
import { withRecipe } from './withRecipe';

/** NativeSelect.Root styled by its recipe, which comes with the pages that show a select; see withRecipe. */
export const NativeSelectRoot = withRecipe(NativeSelect.Root, nativeSelectSlotRecipe);
