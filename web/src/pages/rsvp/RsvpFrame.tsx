import type { ReactNode } from 'react';
import { Box, Container, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { CalendarClock } from 'lucide-react';

/** The deadline line: when to answer by, or that answers have closed. */
export interface RsvpDeadline {
  text: string;
  closed: boolean;
}

interface RsvpFrameProps {
  title: string;
  subtitle?: string;
  deadline?: RsvpDeadline;
  icon?: ReactNode;
  children?: ReactNode;
}

/** The card every RSVP screen sits in: its h1, an optional subtitle and deadline line, then the content. */
export function RsvpFrame({ title, subtitle, deadline, icon, children }: RsvpFrameProps) {
  return (
    <Container maxW="2xl" py={{ base: '8', md: '16' }} px={{ base: '3', sm: '6' }}>
      <Stack
        gap="6"
        bg="white"
        borderWidth="1px"
        borderColor="ivory.200"
        rounded="2xl"
        shadow="sm"
        px={{ base: '4', sm: '6', md: '10' }}
        py={{ base: '8', md: '12' }}
      >
        <Stack gap="3" textAlign="center" align="center">
          {icon && (
            <Box color="sage.500" aria-hidden="true">
              {icon}
            </Box>
          )}
          <Heading as="h1" fontSize={{ base: '3xl', md: '5xl' }} fontWeight="medium" color="sage.800" lineHeight="1.2">
            {title}
          </Heading>
          {subtitle && (
            <Text fontSize={{ base: 'lg', md: 'xl' }} color="fg.muted">
              {subtitle}
            </Text>
          )}
        </Stack>
        {deadline && (
          <Flex
            gap="3"
            align="flex-start"
            bg={deadline.closed ? 'blush.50' : 'ivory.100'}
            borderWidth="1px"
            borderColor={deadline.closed ? 'blush.200' : 'ivory.200'}
            rounded="lg"
            px="4"
            py="3"
            color="ink"
            fontSize="md"
          >
            <Box as="span" color={deadline.closed ? 'blush.700' : 'sage.700'} aria-hidden="true" flexShrink={0} mt="0.5">
              <CalendarClock size={20} />
            </Box>
            <Text>{deadline.text}</Text>
          </Flex>
        )}
        {children}
      </Stack>
    </Container>
  );
}
