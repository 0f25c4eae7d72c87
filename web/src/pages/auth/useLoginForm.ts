import { useCallback, useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { notify } from '../../components/toaster';
import { useErrorText } from '../../i18n/useErrorText';
import { useT } from '../../i18n/useT';
import { useLogin } from '../../session/useLogin';
import {
  describeLoginFailure,
  hasErrors,
  normalizeLogin,
  validateLogin,
  type LoginErrors,
  type LoginField,
  type LoginValues,
} from './loginForm';

function firstInvalidField(errors: LoginErrors): LoginField {
  return errors.lastName ? 'lastName' : 'zipCode';
}

/** State and actions of the login form; the page component only renders them. */
export function useLoginForm() {
  const [values, setValues] = useState<LoginValues>({ lastName: '', zipCode: '' });
  const [errors, setErrors] = useState<LoginErrors>({});
  const { login, loading } = useLogin();
  const navigate = useNavigate();
  const t = useT();
  const errorText = useErrorText();
  const lastNameRef = useRef<HTMLInputElement>(null);
  const zipCodeRef = useRef<HTMLInputElement>(null);
  // After a failed try focus goes back to a field (the pending button was disabled, which
  // drops focus to <body>). Asked for by state so it happens once the error is rendered and
  // the field already describes it.
  const [focusRequest, setFocusRequest] = useState<{ field: LoginField } | null>(null);
  useEffect(() => {
    if (focusRequest) (focusRequest.field === 'lastName' ? lastNameRef : zipCodeRef).current?.focus();
  }, [focusRequest]);

  const change = useCallback((field: LoginField) => {
    return (event: ChangeEvent<HTMLInputElement>) => {
      const { value } = event.target;
      setValues((current) => ({ ...current, [field]: value }));
      // A field's message goes away as soon as the guest starts correcting it.
      setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
    };
  }, []);

  const submit = useCallback(
    async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (loading) return;
      const input = normalizeLogin(values);
      const found = validateLogin(input);
      setErrors(found);
      if (hasErrors(found)) {
        setFocusRequest({ field: firstInvalidField(found) });
        return;
      }
      try {
        await login(input);
        notify.clear();
        navigate('/', { replace: true });
      } catch (error) {
        const failure = describeLoginFailure(error);
        if (failure.fieldErrors) setErrors(failure.fieldErrors);
        if (failure.toast) notify.error({ title: t('auth.loginFailed'), description: errorText(failure.toast) });
        // A wrong pair is corrected from the top; the toast is announced as a status.
        setFocusRequest({ field: failure.fieldErrors ? firstInvalidField(failure.fieldErrors) : 'lastName' });
      }
    },
    [loading, values, login, navigate, t, errorText],
  );

  return {
    fieldRefs: { lastName: lastNameRef, zipCode: zipCodeRef },
    values,
    errors,
    pending: loading,
    onLastNameChange: change('lastName'),
    onZipCodeChange: change('zipCode'),
    onSubmit: submit,
  };
}
