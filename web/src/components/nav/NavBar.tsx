import { Box, Button, Flex, IconButton, Image, Link } from '@chakra-ui/react';
import { LogOut, Menu, X } from 'lucide-react';
import { RouterLink } from './RouterLink';
import logoUrl from '../../assets/logo.svg';
import { useT } from '../../i18n/useT';
import type { SessionUser } from '../../session/access';
import { LanguageSwitch } from '../LanguageSwitch';
import { NavLinks } from './NavLinks';
import { visibleNavItems } from './navItems';
import { useNavBar } from './useNavBar';

const MOBILE_MENU_ID = 'mobile-nav-menu';
import { ASSISTANT_DOCK_ID } from './assistantDock';

/**
 * Width from which the links sit in one row (xl, 1280 px); below it they are in the toggled
 * menu. Ten links (all pages, Admin and the language switch) need about 1,060 px in English
 * besides the logo and Logout; between 768 and 1,280 px they wrapped onto two rows.
 */
const NAV_ROW_FROM = 'xl';

/** Sticky top bar for signed-in parties; on narrower screens the links move into a toggled menu. */
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
      size={{ base: 'md', [NAV_ROW_FROM]: 'sm' }}
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
        <NavLinks items={items} direction="row" gap="1" flexWrap="wrap" flex="1" hideBelow={NAV_ROW_FROM} />
        <Box hideBelow={NAV_ROW_FROM}>
          <Flex align="center" gap="2">
            <LanguageSwitch />
            {logoutButton}
          </Flex>
        </Box>
        {/* On a phone the assistant's button sits here instead of floating over the page (ChatbotLauncher). */}
        <Box id={ASSISTANT_DOCK_ID} hideFrom="md" ml="auto" />
        <IconButton
          ref={toggleRef}
          hideFrom={NAV_ROW_FROM}
          ml={{ base: '0', md: 'auto' }}
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
          hideFrom={NAV_ROW_FROM}
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
