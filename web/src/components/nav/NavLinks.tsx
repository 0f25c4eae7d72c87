import { Link, Stack, type StackProps } from '@chakra-ui/react';
import { NavLink } from './RouterLink';
import { useT } from '../../i18n/useT';
import type { NavItem } from './navItems';

interface NavLinksProps extends StackProps {
  items: NavItem[];
  onNavigate?: () => void;
}

/** The party's links; the current page is marked with aria-current by NavLink. */
export function NavLinks({ items, onNavigate, ...stackProps }: NavLinksProps) {
  const t = useT();
  return (
    <Stack as="ul" listStyleType="none" m="0" p="0" {...stackProps}>
      {items.map((item) => (
        <li key={item.to}>
          <Link
            asChild
            display="block"
            px={{ base: '3', xl: '2' }}
            py="2"
            rounded="md"
            fontSize={{ base: 'lg', xl: 'sm' }}
            letterSpacing="wide"
            color="sage.800"
            textDecoration="none"
            _hover={{ bg: 'sage.50', color: 'sage.900', textDecoration: 'none' }}
            css={{
              '&[aria-current=page]': { color: 'blush.600', fontWeight: 'semibold' },
            }}
          >
            <NavLink to={item.to} end={item.to === '/'} onClick={onNavigate}>
              {t(item.label)}
            </NavLink>
          </Link>
        </li>
      ))}
    </Stack>
  );
}
