import { forwardRef, type InputHTMLAttributes } from 'react';
import { chakra } from '@chakra-ui/react';

type ChoiceInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'size' | 'color'> & { type: 'checkbox' | 'radio' };

/**
 * A native checkbox or radio button, large enough to hit with a thumb. Native, so it is the
 * element that takes focus and draws the ring, and a phone shows its own control.
 */
export const ChoiceInput = forwardRef<HTMLInputElement, ChoiceInputProps>(function ChoiceInput(props, ref) {
  return (
    <chakra.input
      ref={ref}
      {...props}
      boxSize="6"
      m="0"
      flexShrink={0}
      accentColor="sage.600"
      cursor="pointer"
      focusVisibleRing="outside"
      focusRingColor="sage.700"
      _disabled={{ cursor: 'not-allowed' }}
    />
  );
});
