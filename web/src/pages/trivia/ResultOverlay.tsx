import { useEffect, useRef } from 'react';
import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { CircleCheck, CircleX } from 'lucide-react';
import { useT } from '../../i18n/useT';
import { RESULT_OVERLAY_MS } from './triviaResults';
import type { AnswerResult } from './useTriviaQuestions';
import { questionHeadingId } from './TriviaQuestionCard';

/**
 * The centred "Correct!"/"Incorrect" overlay with the question's message, for 4 seconds (spec
 * §2, §9). It is an alert dialog: screen readers announce it as it opens, focus moves into it
 * (the option button that had focus is replaced by the results), Escape or Close ends it early,
 * and focus then goes to the question, whose results are now showing.
 */
export function ResultOverlay({ result, onClose }: { result: AnswerResult; onClose: () => void }) {
  const t = useT();
  const dialogRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    dialogRef.current?.focus();
    const timer = window.setTimeout(onClose, RESULT_OVERLAY_MS);
    const question = result.questionId;
    return () => {
      window.clearTimeout(timer);
      document.getElementById(questionHeadingId(question))?.focus();
    };
  }, [result, onClose]);

  const title = result.correct ? t('trivia.correct') : t('trivia.incorrect');
  const Icon = result.correct ? CircleCheck : CircleX;
  return (
    <Box position="fixed" inset="0" zIndex="modal" display="flex" alignItems="center" justifyContent="center" bg="blackAlpha.500" px="4" onClick={onClose}>
      <Box
        ref={dialogRef}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby="trivia-result-title"
        aria-describedby="trivia-result-message"
        tabIndex={-1}
        onKeyDown={(e) => {
          if (e.key === 'Escape') onClose();
        }}
        onClick={(e) => e.stopPropagation()}
        bg="white"
        rounded="2xl"
        shadow="xl"
        p={{ base: '6', md: '10' }}
        maxW="md"
        w="full"
        textAlign="center"
        borderTopWidth="8px"
        borderColor={result.correct ? 'green.600' : 'red.600'}
        outline="none"
      >
        <Stack gap="4" align="center">
          <Icon aria-hidden="true" size={56} color={result.correct ? 'var(--chakra-colors-green-700)' : 'var(--chakra-colors-red-700)'} />
          <Heading as="h2" id="trivia-result-title" fontSize="4xl" fontWeight="semibold" color={result.correct ? 'green.800' : 'red.700'}>
            {title}
          </Heading>
          <Text id="trivia-result-message" fontSize="xl" color="ink">
            {result.message}
          </Text>
          <Button variant="outline" colorPalette="sage" onClick={onClose}>
            {t('trivia.close')}
          </Button>
        </Stack>
      </Box>
    </Box>
  );
}
