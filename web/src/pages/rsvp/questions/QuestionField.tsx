import { chakra, Flex, Input, Text } from '@chakra-ui/react';
import type { ErrorDetails } from '../../../apollo/errors';
import { useErrorText } from '../../../i18n/useErrorText';
import { useT } from '../../../i18n/useT';
import { ChoiceInput } from '../../../components/ChoiceInput';
import type { RsvpQuestion } from './questionAnswers';

/** The server's limit for a text answer (api/src/rsvp-questions/rsvp-question-checks.ts MAX_ANSWER_LENGTH). */
const MAX_ANSWER_LENGTH = 500;

interface QuestionFieldProps {
  question: RsvpQuestion;
  /** Names the inputs apart when the same question is asked of several guests. */
  idSuffix: string;
  value: string;
  error?: ErrorDetails;
  onChange: (value: string) => void;
  /** Receives the field's first input, which takes focus when a required answer is missing. */
  firstRef: (el: HTMLInputElement | null) => void;
}

/** One question: a line of text, or its options (yes / no) as radio buttons large enough for a thumb. */
export function QuestionField({ question, idSuffix, value, error, onChange, firstRef }: QuestionFieldProps) {
  const t = useT();
  const errorText = useErrorText();
  const id = `question-${question.id}-${idSuffix}`;
  const errorId = `${id}-error`;
  const label = (
    <>
      {question.text}
      {question.required && ' '}
      {question.required && (
        <chakra.span color="fg.muted" fontWeight="normal">
          ({t('rsvp.questionRequired')})
        </chakra.span>
      )}
    </>
  );
  const choices = question.type === 'yesno' ? [{ value: 'yes', label: t('rsvp.yes') }, { value: 'no', label: t('rsvp.no') }] : question.options.map((o) => ({ value: o, label: o }));
  const message = error && (
    <Text id={errorId} mt="2" color="red.700" fontSize="md" fontWeight="semibold">
      {errorText(error)}
    </Text>
  );
  if (question.type === 'text') {
    return (
      <chakra.div minW="0">
        <chakra.label htmlFor={id} display="block" fontWeight="semibold" fontSize="md" mb="2" color="ink" overflowWrap="anywhere">
          {label}
        </chakra.label>
        <Input
          ref={firstRef}
          id={id}
          name={id}
          value={value}
          onChange={(e) => onChange(e.currentTarget.value)}
          maxLength={MAX_ANSWER_LENGTH}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          aria-required={question.required || undefined}
          fontSize="md"
          h="12"
          bg="white"
          borderColor="sage.200"
        />
        {message}
      </chakra.div>
    );
  }
  return (
    <chakra.fieldset minW="0" aria-describedby={error ? errorId : undefined}>
      <chakra.legend fontWeight="semibold" fontSize="md" mb="2" color="ink" overflowWrap="anywhere">
        {label}
      </chakra.legend>
      <Flex gap="2" wrap="wrap">
        {choices.map((choice, i) => (
          <chakra.label
            key={choice.value}
            display="inline-flex"
            alignItems="center"
            gap="3"
            minH="12"
            px="4"
            borderWidth="1px"
            borderColor={value === choice.value ? 'sage.600' : 'sage.200'}
            bg={value === choice.value ? 'sage.50' : 'white'}
            rounded="lg"
            cursor="pointer"
            fontSize="md"
            maxW="full"
            overflowWrap="anywhere"
          >
            <ChoiceInput
              ref={i === 0 ? firstRef : undefined}
              type="radio"
              name={id}
              value={choice.value}
              checked={value === choice.value}
              onChange={() => onChange(choice.value)}
              aria-invalid={error ? true : undefined}
              required={question.required}
            />
            {choice.label}
          </chakra.label>
        ))}
      </Flex>
      {message}
    </chakra.fieldset>
  );
}
