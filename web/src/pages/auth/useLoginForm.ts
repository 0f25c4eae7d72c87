import { useCallback, useState, type ChangeEvent, type FormEvent } from 'react';
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

/** State and actions of the login form; the page component only renders them. */
export function useLoginForm() {
  const [values, setValues] = useState<LoginValues>({ lastName: '', zipCode: '' });
  const [errors, setErrors] = useState<LoginErrors>({});
  const { login, loading } = useLogin();
  const navigate = useNavigate();
  const t = useT();
  const errorText = useErrorText();

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
      if (hasErrors(found)) return;
      try {
        await login(input);
        notify.clear();
        navigate('/', { replace: true });
      } catch (error) {
        const failure = describeLoginFailure(error);
        if (failure.fieldErrors) setErrors(failure.fieldErrors);
        if (failure.toast) notify.error({ title: t('auth.loginFailed'), description: errorText(failure.toast) });
      }
    },
    [loading, values, login, navigate, t, errorText],
  );

  return {
    values,
    errors,
    pending: loading,
    onLastNameChange: change('lastName'),
    onZipCodeChange: change('zipCode'),
    onSubmit: submit,
  };
}
