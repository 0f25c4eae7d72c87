import { Table } from '@chakra-ui/react';
import { tableSlotRecipe } from '@chakra-ui/react/theme/recipes/table';
import { withRecipe } from './withRecipe';

/** Table.Root styled by its recipe, which comes with the pages that show a table; see withRecipe. */
export const TableRoot = withRecipe(Table.Root, tableSlotRecipe);
