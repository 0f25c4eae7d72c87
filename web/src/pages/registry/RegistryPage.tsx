import { Box, chakra, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { Gift } from 'lucide-react';
import { PageSpinner } from '../../components/PageSpinner';
import { useCatalogPart } from '../../i18n/catalogParts';
import { useFormat } from '../../i18n/format';
import { usePageTitle } from '../../i18n/usePageTitle';
import { PageHero } from '../../components/PageHero';
import { useT } from '../../i18n/useT';
import { CartButton } from './CartButton';
import { LazyCheckoutDialogs } from './LazyCheckoutDialogs';
import { RegistryItemCard } from './RegistryItemCard';
import { RegistryNote } from './RegistryNote';
import { useRegistryPage } from './useRegistryPage';

/** /registry: the honeymoon registry (spec §2 "Registry"): gifts, a cart, and paying by Venmo or Zelle. */
export function RegistryPage() {
  // The page's texts are a catalogue part of their own (i18n/catalogParts.ts).
  return useCatalogPart('registry') ? <Registry /> : <PageSpinner />;
}

function Registry() {
  const t = useT();
  const format = useFormat();
  usePageTitle('page.registry');
  const { view, data, cart, checkout, addToCart } = useRegistryPage();
  const currency = data?.paymentSettings.currency ?? 'USD';
  const amount = format.money(cart.total, currency);

  return (
    <>
      <PageHero title={t('page.registry')} intro={t('registry.intro')} />
      <Container maxW="6xl" pt={{ base: '8', md: '12' }} pb="52" px={{ base: '3', sm: '6' }}>
        <RegistryNote />
        {view === 'loading' && (
          <Text role="status" textAlign="center" fontSize="lg" color="fg.muted">
            {t('registry.loading')}
          </Text>
        )}
        {view === 'failed' && (
          <Text textAlign="center" fontSize="lg" color="fg.muted">
            {t('registry.loadFailed')}
          </Text>
        )}
        {view === 'empty' && (
          <Stack gap="3" align="center" textAlign="center" py="8">
            <Box color="blush.400" aria-hidden="true">
              <Gift size={40} strokeWidth={1.25} />
            </Box>
            <Heading as="h2" fontSize="3xl" fontWeight="medium" color="sage.800">
              {t('registry.comingSoon')}
            </Heading>
          </Stack>
        )}
        {view === 'items' && data && (
          <chakra.ul
            aria-label={t('registry.gifts')}
            listStyleType="none"
            m="0"
            p="0"
            display="grid"
            gridTemplateColumns={{ base: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' }}
            gap={{ base: '5', md: '6' }}
          >
            {data.registryItems.map((item, i) => (
              <RegistryItemCard key={item.id} item={item} currency={currency} onAdd={addToCart} first={i === 0} />
            ))}
          </chakra.ul>
        )}
      </Container>
      {view === 'items' && data && (
        <>
          <CartButton count={cart.count} onClick={checkout.openCart} />
          <LazyCheckoutDialogs cart={cart} checkout={checkout} settings={data.paymentSettings} currency={currency} amount={amount} />
        </>
      )}
    </>
  );
}
