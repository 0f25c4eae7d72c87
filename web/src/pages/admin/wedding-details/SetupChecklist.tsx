import { useState } from 'react';
import { Box, Button, Flex, Heading, Link, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { CircleCheck, Circle, Copy } from 'lucide-react';
import { useT, type MessageId } from '../../../i18n/useT';
import { MarkSiteSharedDocument, type AdminSetupChecklistFieldsFragment } from '../gql/graphql';
import { refetchDashboard } from '../useAdminDashboard';
import { useAdminNotices } from '../useAdminNotices';

type Step = 'weddingDetails' | 'guests' | 'rsvpOptions' | 'siteShared';

/** Each step, what it asks and the dashboard section that does it. */
const STEPS: Array<{ step: Step; text: MessageId; links: Array<{ href: string; text: MessageId }> }> = [
  { step: 'weddingDetails', text: 'admin.checklist.weddingDetails', links: [{ href: '#wedding-details', text: 'admin.checklist.openWeddingDetails' }] },
  {
    step: 'guests',
    text: 'admin.checklist.guests',
    links: [
      { href: '#party-guests', text: 'admin.checklist.openGuests' },
      { href: '#bulk-upload', text: 'admin.checklist.openUpload' },
    ],
  },
  { step: 'rsvpOptions', text: 'admin.checklist.rsvpOptions', links: [{ href: '#rsvp-options', text: 'admin.checklist.openRsvpOptions' }] },
  { step: 'siteShared', text: 'admin.checklist.siteShared', links: [] },
];

/** The site's address guests open (its home page). */
const siteAddress = () => `${window.location.origin}/`;

/**
 * A new site's first steps, above the dashboard's sections. Each ticks itself from the data the
 * server reports (the dashboard's query); the whole list goes once every step is done.
 */
export function SetupChecklist({ checklist }: { checklist: AdminSetupChecklistFieldsFragment }) {
  const t = useT();
  const notices = useAdminNotices();
  const [copied, setCopied] = useState(false);
  const [markShared, { loading }] = useMutation(MarkSiteSharedDocument, refetchDashboard);
  if (checklist.complete) return null;

  const copyAddress = async () => {
    try {
      await navigator.clipboard.writeText(siteAddress());
    } catch {
      // No clipboard (an insecure origin, a refused permission): the address is on screen to copy by hand.
      notices.failureText(t('admin.checklist.copyFailed', { address: siteAddress() }));
      return;
    }
    setCopied(true);
    try {
      await markShared();
    } catch (error) {
      notices.failure(error, 'admin.checklist.markFailed');
      return;
    }
    notices.success('admin.checklist.copied');
  };

  const done = STEPS.filter(({ step }) => checklist[step]).length;
  return (
    <Box as="section" aria-labelledby="setup-checklist-heading" bg="sage.50" borderWidth="1px" borderColor="sage.200" rounded="2xl" px={{ base: '3', md: '6' }} py={{ base: '4', md: '5' }}>
      <Heading as="h2" id="setup-checklist-heading" fontSize={{ base: 'xl', md: '2xl' }} fontWeight="medium" color="sage.800">
        {t('admin.checklist.title')}
      </Heading>
      <Text fontSize="sm" color="fg.muted" mt="1">
        {t('admin.checklist.progress', { done, total: STEPS.length })}
      </Text>
      <Stack as="ul" gap="3" mt="4" mb="0" mx="0" listStyleType="none" p="0">
        {STEPS.map(({ step, text, links }) => {
          const isDone = checklist[step];
          return (
            <Flex as="li" key={step} gap="3" align="flex-start" wrap="wrap">
              <Box color={isDone ? 'sage.700' : 'ink'} flexShrink={0} mt="0.5" aria-hidden="true">
                {isDone ? <CircleCheck size={20} /> : <Circle size={20} />}
              </Box>
              <Stack gap="1" flex="1" minW="0">
                <Text textDecoration={isDone ? 'line-through' : undefined} color={isDone ? 'fg.muted' : 'ink'}>
                  {t(text)} <VisuallyHidden>{t(isDone ? 'admin.checklist.done' : 'admin.checklist.toDo')}</VisuallyHidden>
                </Text>
                {!isDone && links.length > 0 && (
                  <Flex gap="4" wrap="wrap" fontSize="sm">
                    {links.map((l) => (
                      <Link key={l.href} href={l.href} color="sage.800" textDecoration="underline">
                        {t(l.text)}
                      </Link>
                    ))}
                  </Flex>
                )}
                {step === 'siteShared' && !isDone && (
                  <Flex gap="3" align="center" wrap="wrap">
                    <Button size="sm" colorPalette="sage" variant="outline" onClick={() => void copyAddress()} loading={loading}>
                      <Copy size={16} aria-hidden="true" />
                      {t('admin.checklist.copyAddress')}
                    </Button>
                    <Text fontSize="sm" color="fg.muted" wordBreak="break-all">
                      {copied ? t('admin.checklist.copiedAddress', { address: siteAddress() }) : siteAddress()}
                    </Text>
                  </Flex>
                )}
              </Stack>
            </Flex>
          );
        })}
      </Stack>
    </Box>
  );
}
