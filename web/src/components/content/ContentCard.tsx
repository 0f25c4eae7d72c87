import { Card, type CardRootProps } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';
import { CardRoot } from '../styled/CardRoot';

/** A titled card of a content page (How We Met, Venue & Location, accommodation...). */
export function ContentCard({ title, children, ...props }: { title: string; children: ReactNode } & Omit<CardRootProps, 'title'>) {
  const headingId = useId();
  return (
    <CardRoot as="section" aria-labelledby={headingId} bg="white" borderColor="ivory.200" rounded="2xl" shadow="sm" {...props}>
      <Card.Body gap="4" p={{ base: '5', md: '8' }}>
        <Card.Title as="h2" id={headingId} fontFamily="heading" fontSize={{ base: '2xl', md: '3xl' }} fontWeight="medium" color="sage.800">
          {title}
        </Card.Title>
        {children}
      </Card.Body>
    </CardRoot>
  );
}
