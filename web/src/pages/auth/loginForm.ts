import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { errorCode, errorDetails, graphQLErrorDetails, type ErrorDetails } from '../../apollo/errors';

export interface LoginValues {
  lastName: string;
  zipCode: string;
}

export type LoginField = keyof LoginValues;
/** Kept as codes, not words, so a message already on screen follows a change of language. */
export type LoginErrors = Partial<Record<LoginField, ErrorDetails>>;

// Spec §5 / §9, mirroring the server's own checks and codes.
export const ZIP_CODE_MIN_LENGTH = 5;
export const LAST_NAME_REQUIRED: ErrorDetails = { messageCode: 'LAST_NAME_REQUIRED', message: 'Last name is required' };
export const ZIP_CODE_INVALID: ErrorDetails = { messageCode: 'ZIP_CODE_INVALID', message: 'Valid ZIP code required' };
export const LOGIN_FAILED: ErrorDetails = { messageCode: 'LOGIN_FAILED', message: 'Invalid last name or zip code' };

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
 * worth showing as the server said it; every other failure reads as a wrong name/ZIP
 * pair (spec §8).
 */
export function describeLoginFailure(error: unknown): { fieldErrors?: LoginErrors; toast?: ErrorDetails } {
  if (CombinedGraphQLErrors.is(error)) {
    const fieldErrors: LoginErrors = {};
    for (const graphQLError of error.errors) {
      const field = graphQLError.extensions?.field;
      if (graphQLError.extensions?.code === 'BAD_USER_INPUT' && isLoginField(field)) {
        fieldErrors[field] ??= graphQLErrorDetails(graphQLError);
      }
    }
    if (hasErrors(fieldErrors)) return { fieldErrors };
  }
  if (errorCode(error) === 'TOO_MANY_REQUESTS') return { toast: errorDetails(error) };
  return { toast: LOGIN_FAILED };
}
