import type { ReactNode } from 'react';
import { chakra } from '@chakra-ui/react';

interface CheckboxFieldProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** The visible label; without it, give `aria-label`. */
  children?: ReactNode;
  'aria-label'?: string;
  name?: string;
  value?: string;
  disabled?: boolean;
}

/**
 * A native checkbox in the site's colours. Native, so it is the element that takes focus and
 * draws the ring (a visually hidden input behind a drawn box would carry the ring out of sight),
 * and a phone shows its own control.
 */
export function CheckboxField({ checked, onChange, children, name, value, disabled, ...rest }: CheckboxFieldProps) {
  const box = (
    <chakra.input
      type="checkbox"
      checked={checked}
      onChange={(e) => onChange(e.currentTarget.checked)}
      name={name}
      value={value}
      disabled={disabled}
      aria-label={rest['aria-label']}
      boxSize="4.5"
      m="0"
      flexShrink={0}
      accentColor="sage.600"
      cursor="pointer"
      focusVisibleRing="outside"
      focusRingColor="sage.700"
    />
  );
  if (!children) return box;
  return (
    <chakra.label display="inline-flex" alignItems="center" gap="2" cursor="pointer" fontSize="sm" minH="8">
      {box}
      {children}
    </chakra.label>
  );
}
