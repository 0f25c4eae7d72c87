import { lazy, Suspense, type ReactNode } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { weddingSystem } from '../theme/system';
import { useAfterFirstPaint } from './useAfterFirstPaint';

// Its own chunk, requested once the first screen has been painted (see toaster.ts).
const Toaster = lazy(() => import('./Toaster'));

/**
 * The toast area, once the first screen has been painted. Its own component so that only it
 * re-renders then: a re-render of the provider above the page, while React is still taking over
 * a page rendered on the server, made it take over every part not yet hydrated at once, in one
 * long task (Lighthouse's TBT, bench/results-web.md).
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
