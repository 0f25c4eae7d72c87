import { Button, Field, Input, Stack } from '@chakra-ui/react';
import { useErrorText } from '../../i18n/useErrorText';
import { useT } from '../../i18n/useT';
import { useLoginForm } from './useLoginForm';

const inputStyle = {
  size: 'xl',
  bg: 'white',
  borderColor: 'sage.200',
} as const;

export function LoginForm() {
  const t = useT();
  const errorText = useErrorText();
  const { fieldRefs, values, errors, pending, onLastNameChange, onZipCodeChange, onSubmit } = useLoginForm();

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('auth.formLabel')}>
      <Stack gap="5">
        <Field.Root invalid={!!errors.lastName}>
          <Field.Label fontSize="md">{t('auth.lastName')}</Field.Label>
          <Input
            {...inputStyle}
            ref={fieldRefs.lastName}
            name="lastName"
            value={values.lastName}
            onChange={onLastNameChange}
            autoComplete="family-name"
            autoCapitalize="words"
            autoCorrect="off"
            spellCheck={false}
            enterKeyHint="next"
          />
          <Field.ErrorText>{errors.lastName && errorText(errors.lastName)}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={!!errors.zipCode}>
          <Field.Label fontSize="md">{t('auth.zipCode')}</Field.Label>
          <Input
            {...inputStyle}
            ref={fieldRefs.zipCode}
            name="zipCode"
            value={values.zipCode}
            onChange={onZipCodeChange}
            autoComplete="postal-code"
            autoCapitalize="off"
            autoCorrect="off"
            enterKeyHint="go"
          />
          <Field.ErrorText>{errors.zipCode && errorText(errors.zipCode)}</Field.ErrorText>
        </Field.Root>
        <Button
          type="submit"
          size="xl"
          colorPalette="sage"
          disabled={pending}
          loading={pending}
          loadingText={t('auth.submit')}
          mt="2"
          letterSpacing="wider"
          textTransform="uppercase"
          fontSize="md"
        >
          {t('auth.submit')}
        </Button>
      </Stack>
    </form>
  );
}
