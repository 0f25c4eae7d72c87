import { lazy, Suspense, type ReactNode } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { weddingSystem } from '../theme/system';
import { useAfterFirstPaint } from './useAfterFirstPaint';

// Its own chunk, requested once the first screen has been painted (see toaster.ts).
const Toaster = lazy(() => import('./Toaster'));

/**
 * The toast area, once the first screen has been painted. Its own component so that only it
 * re-renders then: re-rendering the provider above the whole page costs a phone a task of its
 * own, and any part of a page rendered on the server still waiting to be taken over would be
 * hydrated in it at once (Lighthouse's TBT, bench/results-web.md).
 */
function ToasterAfterFirstPaint() {
  const painted = useAfterFirstPaint();
  return <Suspense fallback={null}>{painted && <Toaster />}</Suspense>;
}

/** Chakra with the wedding theme, plus the toast area every screen can use. */
export function UiProvider({ children }: { children: ReactNode }) {
  return (
    <ChakraProvider value={weddingSystem()}>
      {children}
      <ToasterAfterFirstPaint />
    </ChakraProvider>
  );
}
