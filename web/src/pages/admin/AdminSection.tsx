import { useState, type ReactNode } from 'react';
import { Box, Button, Heading } from '@chakra-ui/react';
import { ChevronDown } from 'lucide-react';

interface AdminSectionProps {
  /** The anchor the dashboard's contents list links to. */
  id: string;
  title: string;
  /** A heading that opens and closes the section (open at first). */
  collapsible?: boolean;
  children: ReactNode;
}

/** One dashboard section: a card with an h2, optionally a disclosure button that hides its body. */
export function AdminSection({ id, title, collapsible = false, children }: AdminSectionProps) {
  const [open, setOpen] = useState(true);
  const headingId = `${id}-heading`;
  const bodyId = `${id}-body`;
  return (
    <Box
      as="section"
      id={id}
      aria-labelledby={headingId}
      bg="white"
      borderWidth="1px"
      borderColor="ivory.200"
      rounded="2xl"
      shadow="sm"
      px={{ base: '3', md: '6' }}
      py={{ base: '4', md: '6' }}
      minW="0"
    >
      <Heading as="h2" id={headingId} fontSize={{ base: '2xl', md: '3xl' }} fontWeight="medium" color="sage.800">
        {collapsible ? (
          <Button
            variant="ghost"
            colorPalette="sage"
            onClick={() => setOpen((o) => !o)}
            aria-expanded={open}
            aria-controls={bodyId}
            font="inherit"
            fontSize="inherit"
            color="inherit"
            px="2"
            ml="-2"
            h="auto"
            py="1"
            whiteSpace="normal"
            textAlign="start"
            _expanded={{ bg: 'transparent' }}
            _hover={{ bg: 'sage.50' }}
          >
            <ChevronDown aria-hidden="true" style={{ transform: open ? undefined : 'rotate(-90deg)', transition: 'transform 0.2s' }} />
            {title}
          </Button>
        ) : (
          title
        )}
      </Heading>
      <Box id={bodyId} hidden={!open} mt="4">
        {children}
      </Box>
    </Box>
  );
}

/**
 * For a solid sage button that opens a form (aria-expanded): Chakra shades an expanded or
 * hovered solid button at 90 %, where white text on sage.600 falls just under 4.5:1.
 */
export const openerButtonStyle = {
  colorPalette: 'sage',
  _expanded: { bg: 'sage.700' },
  _hover: { bg: 'sage.700' },
} as const;
