import { chakra, Flex, Text } from '@chakra-ui/react';
import { useErrorText } from '../../i18n/useErrorText';
import { useT } from '../../i18n/useT';
import type { ErrorDetails } from '../../apollo/errors';
import { ChoiceInput } from '../../components/ChoiceInput';

interface MealChoiceProps {
  guestId: number;
  firstName: string;
  options: readonly string[];
  value: string;
  error?: ErrorDetails;
  onChange: (meal: string) => void;
  /** Receives the first option's input, which takes focus when the choice is missing. */
  firstRef: (el: HTMLInputElement | null) => void;
}

/** One attending guest's meal, as radio buttons under "Meal for {name}" (required when offered). */
export function MealChoice({ guestId, firstName, options, value, error, onChange, firstRef }: MealChoiceProps) {
  const t = useT();
  const errorText = useErrorText();
  const errorId = `meal-error-${guestId}`;
  return (
    <chakra.fieldset minW="0" aria-describedby={error ? errorId : undefined}>
      <chakra.legend fontWeight="semibold" fontSize="md" mb="2" color="ink">
        {t('rsvp.mealFor', { name: firstName })}
      </chakra.legend>
      <Flex gap="2" wrap="wrap">
        {options.map((meal, i) => (
          <chakra.label
            key={meal}
            display="inline-flex"
            alignItems="center"
            gap="3"
            minH="12"
            px="4"
            borderWidth="1px"
            borderColor={value === meal ? 'sage.600' : 'sage.200'}
            bg={value === meal ? 'sage.50' : 'white'}
            rounded="lg"
            cursor="pointer"
            fontSize="md"
            maxW="full"
          >
            <ChoiceInput
              ref={i === 0 ? firstRef : undefined}
              type="radio"
              name={`meal-${guestId}`}
              value={meal}
              checked={value === meal}
              onChange={() => onChange(meal)}
              aria-invalid={error ? true : undefined}
              required
            />
            {meal}
          </chakra.label>
        ))}
      </Flex>
      {error && (
        <Text id={errorId} mt="2" color="red.700" fontSize="md" fontWeight="semibold">
          {errorText(error)}
        </Text>
      )}
    </chakra.fieldset>
  );
}
