import type { ReactNode } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { system } from '../theme/system';
import { Toaster } from './Toaster';

/** Chakra with the wedding theme, plus the toast area every screen can use. */
export function UiProvider({ children }: { children: ReactNode }) {
  return (
    <ChakraProvider value={system}>
      {children}
      <Toaster />
    </ChakraProvider>
  );
}
