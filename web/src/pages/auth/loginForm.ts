import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { errorCode, firstGraphQLError } from '../../apollo/errors';

export interface LoginValues {
  lastName: string;
  zipCode: string;
}

export type LoginField = keyof LoginValues;
export type LoginErrors = Partial<Record<LoginField, string>>;

// Spec §5 / §9, mirroring the server's own checks.
export const ZIP_CODE_MIN_LENGTH = 5;
export const LAST_NAME_REQUIRED = 'Last name is required';
export const ZIP_CODE_INVALID = 'Valid ZIP code required';
export const LOGIN_FAILED_TITLE = 'Login failed';
export const LOGIN_FAILED_DESCRIPTION = 'Invalid last name or zip code';

export function normalizeLogin(values: LoginValues): LoginValues {
  return { lastName: values.lastName.trim(), zipCode: values.zipCode.trim() };
}

export function validateLogin(values: LoginValues): LoginErrors {
  const errors: LoginErrors = {};
  if (values.lastName.trim().length < 1) errors.lastName = LAST_NAME_REQUIRED;
  if (values.zipCode.trim().length < ZIP_CODE_MIN_LENGTH) errors.zipCode = ZIP_CODE_INVALID;
  return errors;
}

export function hasErrors(errors: LoginErrors): boolean {
  return Object.values(errors).some(Boolean);
}

function isLoginField(value: unknown): value is LoginField {
  return value === 'lastName' || value === 'zipCode';
}

/**
 * How a failed login is shown: server validation errors go under their field,
 * anything else becomes the "Login failed" toast. Only the rate-limit message is
 * worth showing verbatim; every other failure reads as a wrong name/ZIP pair (spec §8).
 */
export function describeLoginFailure(error: unknown): { fieldErrors?: LoginErrors; toast?: string } {
  if (CombinedGraphQLErrors.is(error)) {
    const fieldErrors: LoginErrors = {};
    for (const graphQLError of error.errors) {
      const field = graphQLError.extensions?.field;
      if (graphQLError.extensions?.code === 'BAD_USER_INPUT' && isLoginField(field)) {
        fieldErrors[field] ??= graphQLError.message;
      }
    }
    if (hasErrors(fieldErrors)) return { fieldErrors };
  }
  if (errorCode(error) === 'TOO_MANY_REQUESTS') {
    return { toast: firstGraphQLError(error)?.message ?? LOGIN_FAILED_DESCRIPTION };
  }
  return { toast: LOGIN_FAILED_DESCRIPTION };
}
