import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import { firstGraphQLError, graphQLErrorDetails, type ErrorDetails } from '../../../apollo/errors';
import { CreatePartyDocument } from '../gql/graphql';
import { validateLogin } from '../../auth/loginForm';
import { refetchDashboard } from '../useAdminDashboard';
import { useAdminNotices } from '../useAdminNotices';

export interface PartyFormValues {
  lastName: string;
  zipCode: string;
  canRsvp: boolean;
  isAdmin: boolean;
  guestGroup: string;
}

export type PartyTextField = 'lastName' | 'zipCode';
export type PartyErrors = Partial<Record<PartyTextField | 'guestGroup', ErrorDetails>>;

/** Spec §5 "Party form" defaults. */
export const EMPTY_PARTY: PartyFormValues = { lastName: '', zipCode: '', canRsvp: true, isAdmin: false, guestGroup: 'default' };

const FIELDS = ['lastName', 'zipCode', 'guestGroup'] as const;
const isField = (f: unknown): f is (typeof FIELDS)[number] => FIELDS.includes(f as (typeof FIELDS)[number]);

/** The "Add New Party" form: toggled open, checked like sign-in (the same rules), then created. */
export function usePartyForm() {
  const notices = useAdminNotices();
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState<PartyFormValues>(EMPTY_PARTY);
  const [errors, setErrors] = useState<PartyErrors>({});
  const lastNameRef = useRef<HTMLInputElement>(null);
  const zipCodeRef = useRef<HTMLInputElement>(null);
  const refs = { lastName: lastNameRef, zipCode: zipCodeRef };
  const [createParty, { loading }] = useMutation(CreatePartyDocument, refetchDashboard);

  useEffect(() => {
    if (open) lastNameRef.current?.focus();
  }, [open]);

  const toggle = useCallback(() => {
    setOpen((o) => !o);
    setValues(EMPTY_PARTY);
    setErrors({});
  }, []);

  const setText = useCallback((field: PartyTextField, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  }, []);
  const setFlag = useCallback((field: 'canRsvp' | 'isAdmin', value: boolean) => setValues((v) => ({ ...v, [field]: value })), []);
  const setGroup = useCallback((guestGroup: string) => setValues((v) => ({ ...v, guestGroup })), []);

  const focusFirst = (found: PartyErrors) => {
    if (found.lastName) refs.lastName.current?.focus();
    else if (found.zipCode) refs.zipCode.current?.focus();
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const local = validateLogin(values);
    if (local.lastName || local.zipCode) {
      setErrors(local);
      focusFirst(local);
      return;
    }
    try {
      await createParty({ variables: { input: { ...values, lastName: values.lastName.trim(), zipCode: values.zipCode.trim() } } });
    } catch (error) {
      const serverError = firstGraphQLError(error);
      const field = serverError?.extensions?.field;
      if (serverError && isField(field)) {
        const found = { [field]: graphQLErrorDetails(serverError) };
        setErrors(found);
        focusFirst(found);
      }
      notices.failure(error, 'admin.parties.createFailed');
      return;
    }
    notices.success('admin.parties.created');
    setValues(EMPTY_PARTY);
    setErrors({});
    setOpen(false);
  };

  return { open, toggle, values, errors, refs, saving: loading, setText, setFlag, setGroup, onSubmit };
}
