import { lazy, Suspense, type ReactNode } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { system } from '../theme/system';
import { useAfterFirstPaint } from './useAfterFirstPaint';

// Its own chunk, requested once the first screen has been painted (see toaster.ts).
const Toaster = lazy(() => import('./Toaster'));

/** Chakra with the wedding theme, plus the toast area every screen can use. */
export function UiProvider({ children }: { children: ReactNode }) {
  const painted = useAfterFirstPaint();
  return (
    <ChakraProvider value={system}>
      {children}
      <Suspense fallback={null}>{painted && <Toaster />}</Suspense>
    </ChakraProvider>
  );
}
