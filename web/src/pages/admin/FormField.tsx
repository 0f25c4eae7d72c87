import type { ReactNode } from 'react';
import { Field } from '@chakra-ui/react';

/** The admin forms' inputs: white on the forms' ivory card, with a sage border. */
export const fieldStyle = { bg: 'white', borderColor: 'sage.200' } as const;

interface FormFieldProps {
  label: string;
  /** The input (Input, Textarea, NativeSelect…), which the label names. */
  children: ReactNode;
  required?: boolean;
  disabled?: boolean;
  /** Already in the reader's language; shown under the input and announced with it. */
  error?: string | null;
  helper?: ReactNode;
}

/** One labelled field of an admin form: label (with the required mark), input, hint and error. */
export function FormField({ label, children, required, disabled, error, helper }: FormFieldProps) {
  return (
    <Field.Root invalid={!!error} required={required} disabled={disabled}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      {children}
      {helper && <Field.HelperText>{helper}</Field.HelperText>}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
