import { Box, Button, Flex, IconButton, Image, Link } from '@chakra-ui/react';
import { LogOut, Menu, X } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import logoUrl from '../../assets/logo.svg';
import { useT } from '../../i18n/useT';
import type { SessionUser } from '../../session/access';
import { LanguageSwitch } from '../LanguageSwitch';
import { NavLinks } from './NavLinks';
import { visibleNavItems } from './navItems';
import { useNavBar } from './useNavBar';

const MOBILE_MENU_ID = 'mobile-nav-menu';

/** Sticky top bar for signed-in parties; below 768 px (md) the links move into a toggled menu. */
export function NavBar({ user }: { user: SessionUser }) {
  const t = useT();
  const { menuOpen, toggleMenu, closeMenu, onBarBlur, toggleRef, menuRef, onLogout, loggingOut } = useNavBar();
  const items = visibleNavItems(user);

  const logoutButton = (
    <Button
      onClick={onLogout}
      loading={loggingOut}
      variant="outline"
      colorPalette="sage"
      size={{ base: 'md', md: 'sm' }}
    >
      <LogOut aria-hidden="true" /> {t('nav.logout')}
    </Button>
  );

  return (
    <Box
      as="header"
      position="sticky"
      top="0"
      zIndex="sticky"
      bg="rgba(253, 251, 246, 0.92)"
      backdropFilter="blur(8px)"
      borderBottomWidth="1px"
      borderColor="ivory.200"
      onBlur={onBarBlur}
    >
      <Flex as="nav" aria-label={t('nav.label')} align="center" gap="4" maxW="7xl" mx="auto" px={{ base: '4', md: '6' }} minH="16" py="2">
        <Link asChild flexShrink={0} aria-label={t('nav.logo')}>
          <RouterLink to="/">
            <Image src={logoUrl} alt="" h="10" w="10" />
          </RouterLink>
        </Link>
        <NavLinks items={items} direction="row" gap="1" flexWrap="wrap" flex="1" hideBelow="md" />
        <Box hideBelow="md">
          <Flex align="center" gap="2">
            <LanguageSwitch />
            {logoutButton}
          </Flex>
        </Box>
        <IconButton
          ref={toggleRef}
          hideFrom="md"
          ml="auto"
          variant="ghost"
          colorPalette="sage"
          aria-label={menuOpen ? t('nav.closeMenu') : t('nav.openMenu')}
          aria-expanded={menuOpen}
          aria-controls={MOBILE_MENU_ID}
          onClick={toggleMenu}
        >
          {menuOpen ? <X /> : <Menu />}
        </IconButton>
      </Flex>
      {menuOpen && (
        <Box
          as="nav"
          ref={menuRef}
          aria-label={t('nav.phoneMenu')}
          id={MOBILE_MENU_ID}
          hideFrom="md"
          borderTopWidth="1px"
          borderColor="ivory.200"
          px="4"
          pt="2"
          pb="5"
        >
          <NavLinks items={items} direction="column" gap="1" onNavigate={closeMenu} />
          <Box mt="3" px="3" display="flex" flexWrap="wrap" alignItems="center" gap="3">
            {logoutButton}
            <LanguageSwitch size="md" />
          </Box>
        </Box>
      )}
    </Box>
  );
}
