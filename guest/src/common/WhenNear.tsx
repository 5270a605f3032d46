import Box from '@mui/material/Box';
import { type ReactNode, Suspense, useRef } from 'react';
import { useInView } from './use-in-view';

type Props = {
  /** The room kept before the content is there, close to its real height (no layout shift). */
  minHeight: number;
  children: ReactNode;
};

/**
 * Renders lazily loaded content once the guest scrolls near it: the forms below the fold are not
 * part of the first view's download.
 */
export function WhenNear({ minHeight, children }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  const isNear = useInView(ref, '600px');
  const placeholder = <Box sx={{ minHeight }} />;
  return <Box ref={ref}>{isNear ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder}</Box>;
}
