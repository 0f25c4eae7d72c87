import { startTransition, Suspense, useEffect, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { Box, Container, Heading, Link, Spinner, Stack, Text } from '@chakra-ui/react';
import { AccessDenied } from '../../components/AccessDenied';
import { useCatalogPart } from '../../i18n/catalogParts';
import { prefetchDashboard } from './prefetchDashboard';
import { PageSpinner } from '../../components/PageSpinner';
import { usePageTitle } from '../../i18n/usePageTitle';
import { useT } from '../../i18n/useT';
import { useSession } from '../../session/useSession';
import { AdminSection } from './AdminSection';
import { ADMIN_SECTIONS, type AdminSectionEntry } from './sections';
import { useAdminDashboard } from './useAdminDashboard';
import { AdminDashboardDocument } from './gql/graphql';
import { SetupChecklist } from './wedding-details/SetupChecklist';

// Opened as the page the couple was sent (its chunk preloaded, api/src/web/page-html.ts): the
// dashboard's read and the admin texts start now at the latest, if the route's loader has not
// started them already (issue 23 §1). A second call finds the query in the cache or in flight.
prefetchDashboard();

/** The in-page contents: one link per section, so a long dashboard is quick to move around. */
function Contents({ sections }: { sections: readonly AdminSectionEntry[] }) {
  const t = useT();
  return (
    <Box as="nav" aria-label={t('admin.contents')}>
      <Box as="ul" display="flex" flexWrap="wrap" gap="2" listStyleType="none" p="0" m="0">
        {sections.map((s) => (
          <li key={s.id}>
            <Link
              href={`#${s.id}`}
              display="inline-block"
              px="3"
              py="1.5"
              rounded="full"
              borderWidth="1px"
              borderColor="sage.200"
              bg="white"
              color="sage.800"
              fontSize="sm"
              _hover={{ bg: 'sage.50' }}
            >
              {t(s.title)}
            </Link>
          </li>
        ))}
      </Box>
    </Box>
  );
}

/** Sections drawn in the first paint: the wedding's details and the RSVP statistics (issue 23). */
const FIRST_SECTIONS = 2;

/** False until the browser has painted the dashboard's top, then true (the rest is drawn after it, interruptibly). */
function usePaintedOnce(ready: boolean): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (!ready || painted) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setPainted(true)));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [ready, painted]);
  return painted;
}

function AdminDashboard() {
  const t = useT();
  usePageTitle('admin.title');
  const { data, loading, error } = useAdminDashboard();
  // The statistics show first; the other sections follow once they have been painted.
  const restShown = usePaintedOnce(!!data);
  const sections = restShown ? ADMIN_SECTIONS : ADMIN_SECTIONS.slice(0, FIRST_SECTIONS);

  // Spec §2: a spinner while the dashboard's data loads; the page (and its h1) once it is here.
  if (loading) return <PageSpinner />;
  return (
    <Container maxW="7xl" py={{ base: '6', md: '10' }} px={{ base: '3', md: '6' }}>
      <Stack gap="6">
        <Heading as="h1" fontSize={{ base: '3xl', md: '5xl' }} fontWeight="medium" color="sage.800">
          {t('admin.title')}
        </Heading>
        {error && (
          <Text role="alert" color="red.700">
            {t('admin.loadFailed')}
          </Text>
        )}
        {data && (
          <>
            <SetupChecklist checklist={data.setupChecklist} />
            <Contents sections={ADMIN_SECTIONS} />
            {sections.map(({ id, title, Component, collapsible }) => (
              <AdminSection key={id} id={id} title={t(title)} collapsible={collapsible}>
                <Suspense fallback={<Spinner color="sage.500" role="status" aria-label={t('common.loading')} />}>
                  <Component data={data} />
                </Suspense>
              </AdminSection>
            ))}
          </>
        )}
      </Stack>
    </Container>
  );
}

/**
 * /admin, loaded as its own chunk so guests never download admin code. The role check
 * repeats ProtectedRoute's on purpose: the page must be safe even if mounted elsewhere, and
 * admin data is requested only once it has passed.
 */
export default function AdminPage() {
  const { user } = useSession();
  // The dashboard's read starts now, beside the admin texts' download rather than after it.
  useQuery(AdminDashboardDocument, { skip: !user?.isAdmin });
  // The admin's texts are a catalogue part of their own (i18n/catalogParts.ts).
  if (!useCatalogPart('admin')) return <PageSpinner />;
  return user?.isAdmin ? <AdminDashboard /> : <AccessDenied />;
}
