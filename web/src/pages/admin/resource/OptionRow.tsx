import { Flex, IconButton, Input, SimpleGrid } from '@chakra-ui/react';
import { X } from 'lucide-react';
import { fieldStyle } from '../FormField';

interface OptionRowProps {
  /** "Option 1": the English input's name and placeholder. */
  label: string;
  labelEs: string;
  value: string;
  valueEs: string;
  onChange: (value: string) => void;
  onChangeEs: (value: string) => void;
  /** "Remove option 1". */
  removeLabel: string;
  onRemove: () => void;
  /** False for the last option left: a list keeps at least one. */
  canRemove: boolean;
}

/**
 * One choice of a list the couple writes for guests (a poll's, a trivia question's, an RSVP
 * question's): English and Spanish side by side, then its remove button.
 */
export function OptionRow({ label, labelEs, value, valueEs, onChange, onChangeEs, removeLabel, onRemove, canRemove }: OptionRowProps) {
  return (
    <Flex gap="2" align="center">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="2" flex="1">
        <Input {...fieldStyle} aria-label={label} placeholder={label} value={value} onChange={(e) => onChange(e.currentTarget.value)} autoComplete="off" />
        <Input {...fieldStyle} lang="es" aria-label={labelEs} placeholder={labelEs} value={valueEs} onChange={(e) => onChangeEs(e.currentTarget.value)} autoComplete="off" />
      </SimpleGrid>
      <IconButton size="sm" variant="ghost" colorPalette="red" aria-label={removeLabel} onClick={onRemove} disabled={!canRemove}>
        <X />
      </IconButton>
    </Flex>
  );
}
