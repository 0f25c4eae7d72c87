import { useEffect, useState } from 'react';
import { Flex, IconButton, Input } from '@chakra-ui/react';
import { Minus, Plus } from 'lucide-react';
import { useT } from '../../i18n/useT';

interface QuantityStepperProps {
  /** The item's name: every control says which item it counts. */
  itemName: string;
  value: number;
  /** The most that can be chosen (the item's remaining quantity); the least is 1. */
  max: number;
  onChange: (quantity: number) => void;
}

/**
 * Spec §5's stepper, 1 to the remaining quantity: a number field (arrow keys step it) between
 * "−" and "+" buttons that say what they do to which item.
 */
export function QuantityStepper({ itemName, value, max, onChange }: QuantityStepperProps) {
  const t = useT();
  const clamp = (n: number) => Math.min(Math.max(1, max), Math.max(1, Math.round(n)));
  // What is typed, so the field can be emptied to type another number; settled on blur.
  const [draft, setDraft] = useState(String(value));
  useEffect(() => setDraft(String(value)), [value]);

  const typed = (text: string) => {
    setDraft(text);
    const n = Number(text);
    if (text.trim() !== '' && Number.isFinite(n)) onChange(clamp(n));
  };

  return (
    <Flex role="group" aria-label={t('registry.quantityFor', { name: itemName })} align="center" gap="1">
      <IconButton
        aria-label={t('registry.decrease', { name: itemName })}
        variant="outline"
        colorPalette="sage"
        size="md"
        rounded="full"
        disabled={value <= 1}
        onClick={() => onChange(clamp(value - 1))}
      >
        <Minus aria-hidden="true" />
      </IconButton>
      <Input
        type="number"
        inputMode="numeric"
        aria-label={t('registry.quantity', { name: itemName })}
        min={1}
        max={max}
        step={1}
        value={draft}
        onChange={(e) => typed(e.currentTarget.value)}
        onBlur={() => setDraft(String(value))}
        w="16"
        textAlign="center"
        fontSize="md"
        bg="white"
        borderColor="sage.300"
      />
      <IconButton
        aria-label={t('registry.increase', { name: itemName })}
        variant="outline"
        colorPalette="sage"
        size="md"
        rounded="full"
        disabled={value >= max}
        onClick={() => onChange(clamp(value + 1))}
      >
        <Plus aria-hidden="true" />
      </IconButton>
    </Flex>
  );
}
