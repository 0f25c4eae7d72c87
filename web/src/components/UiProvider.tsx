import { lazy, Suspense, type ReactNode } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { system } from '../theme/system';

// Its own chunk, requested as soon as the app renders (see toaster.ts).
const Toaster = lazy(() => import('./Toaster'));

/** Chakra with the wedding theme, plus the toast area every screen can use. */
export function UiProvider({ children }: { children: ReactNode }) {
  return (
    <ChakraProvider value={system}>
      {children}
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </ChakraProvider>
  );
}
