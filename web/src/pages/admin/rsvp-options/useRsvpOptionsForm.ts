import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import { firstGraphQLError, graphQLErrorDetails, type ErrorDetails } from '../../../apollo/errors';
import { UpdateRsvpOptionsDocument, type AdminRsvpOptionsFragment } from '../gql/graphql';
import { refetchDashboard } from '../useAdminDashboard';
import { useAdminNotices } from '../useAdminNotices';
import {
  MAX_MEAL_OPTIONS,
  moveRow,
  rsvpOptionsInput,
  validateMeals,
  validateReminderDays,
  type MealError,
  type MealErrors,
  type MealRow,
  type RsvpOptionsValues,
} from './rsvpOptionsForm';

export type RsvpOptions = AdminRsvpOptionsFragment['rsvpOptions'];

/** The RSVP Options panel: the deadline and the meal list being edited, and saving them. */
export function useRsvpOptionsForm(saved: RsvpOptions) {
  const notices = useAdminNotices();
  const nextKey = useRef(0);
  const rowsOf = useCallback((options: RsvpOptions): RsvpOptionsValues => {
    return {
      deadline: options.deadline ?? '',
      reminderDays: options.reminderDaysBefore ? String(options.reminderDaysBefore) : '',
      meals: options.mealOptions.map((value, i) => ({ key: nextKey.current++, value, valueEs: options.mealOptionsEs[i] ?? '' })),
    };
  }, []);
  // The form starts from the saved options and keeps its edits while the dashboard refetches
  // for other panels; a save replaces them with what the server kept.
  const [values, setValues] = useState<RsvpOptionsValues>(() => rowsOf(saved));
  const [mealErrors, setMealErrors] = useState<MealErrors>({});
  const [deadlineError, setDeadlineError] = useState<ErrorDetails | null>(null);
  const [reminderError, setReminderError] = useState<MealError | ErrorDetails | null>(null);
  const reminderInput = useRef<HTMLInputElement>(null);
  const [focusKey, setFocusKey] = useState<number | 'add' | null>(null);
  const mealInputs = useRef(new Map<number, HTMLInputElement>());
  const addButtonRef = useRef<HTMLButtonElement>(null);
  const [updateRsvpOptions, { loading }] = useMutation(UpdateRsvpOptionsDocument, refetchDashboard);

  // A new row takes focus; a removed one hands it to its neighbour (or to "Add Meal Option").
  useEffect(() => {
    if (focusKey === null) return;
    if (focusKey === 'add') addButtonRef.current?.focus();
    else mealInputs.current.get(focusKey)?.focus();
    setFocusKey(null);
  }, [focusKey]);

  const mealRef = useCallback(
    (key: number) => (el: HTMLInputElement | null) => {
      if (el) mealInputs.current.set(key, el);
      else mealInputs.current.delete(key);
    },
    [],
  );

  const setDeadline = useCallback((deadline: string) => {
    setValues((v) => ({ ...v, deadline }));
    setDeadlineError(null);
  }, []);

  const setReminderDays = useCallback((reminderDays: string) => {
    setValues((v) => ({ ...v, reminderDays }));
    setReminderError(null);
  }, []);

  /** Types into a meal's English (`value`) or Spanish (`valueEs`) name. */
  const setMeal = useCallback((key: number, value: string, language: 'en' | 'es' = 'en') => {
    const field = language === 'en' ? 'value' : 'valueEs';
    setValues((v) => ({ ...v, meals: v.meals.map((m) => (m.key === key ? { ...m, [field]: value } : m)) }));
    setMealErrors(({ [key]: _dropped, ...rest }) => rest);
  }, []);

  const addMeal = useCallback(() => {
    if (values.meals.length >= MAX_MEAL_OPTIONS) return;
    const key = nextKey.current++;
    setValues((v) => ({ ...v, meals: [...v.meals, { key, value: '', valueEs: '' }] }));
    setFocusKey(key);
  }, [values.meals.length]);

  const removeMeal = useCallback(
    (key: number) => {
      const index = values.meals.findIndex((m) => m.key === key);
      const rest = values.meals.filter((m) => m.key !== key);
      setValues((v) => ({ ...v, meals: v.meals.filter((m) => m.key !== key) }));
      setMealErrors(({ [key]: _dropped, ...others }) => others);
      setFocusKey(rest[Math.min(index, rest.length - 1)]?.key ?? 'add');
    },
    [values.meals],
  );

  const moveMeal = useCallback((index: number, by: -1 | 1) => {
    setValues((v) => ({ ...v, meals: moveRow<MealRow>(v.meals, index, by) }));
  }, []);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateMeals(values.meals);
    setMealErrors(found);
    const firstInvalid = values.meals.find((m) => found[m.key]);
    if (firstInvalid) {
      mealInputs.current.get(firstInvalid.key)?.focus();
      return;
    }
    const daysError = validateReminderDays(values.reminderDays ?? '');
    setReminderError(daysError);
    if (daysError) {
      reminderInput.current?.focus();
      return;
    }
    try {
      const { data } = await updateRsvpOptions({ variables: { input: rsvpOptionsInput(values) } });
      if (data) setValues(rowsOf(data.updateRsvpOptions));
    } catch (error) {
      const serverError = firstGraphQLError(error);
      if (serverError?.extensions?.field === 'deadline') setDeadlineError(graphQLErrorDetails(serverError));
      if (serverError?.extensions?.field === 'reminderDaysBefore') setReminderError(graphQLErrorDetails(serverError));
      notices.failure(error, 'admin.rsvpOptions.updateFailed');
      return;
    }
    notices.success('admin.rsvpOptions.updated');
  };

  return {
    values,
    mealErrors,
    deadlineError,
    reminderError,
    reminderInput,
    setReminderDays,
    saving: loading,
    canAdd: values.meals.length < MAX_MEAL_OPTIONS,
    mealRef,
    addButtonRef,
    setDeadline,
    setMeal,
    addMeal,
    removeMeal,
    moveMeal,
    onSubmit,
  };
}
