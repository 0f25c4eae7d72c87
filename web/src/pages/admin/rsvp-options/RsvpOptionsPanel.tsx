import { Box, Button, chakra, Field, Flex, Heading, IconButton, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { useErrorText } from '../../../i18n/useErrorText';
import { useFormat } from '../../../i18n/format';
import { useT } from '../../../i18n/useT';
import type { AdminPanelProps } from '../sections';
import { MAX_MEAL_OPTIONS, MAX_REMINDER_DAYS } from './rsvpOptionsForm';
import { useRsvpOptionsForm } from './useRsvpOptionsForm';
import { fieldStyle } from '../FormField';


/** Slot 5 "RSVP Options": the RSVP deadline and the meal options the RSVP form offers. */
export function RsvpOptionsPanel({ data }: AdminPanelProps) {
  const t = useT();
  const errorText = useErrorText();
  const format = useFormat();
  const form = useRsvpOptionsForm(data.rsvpOptions);
  const { values, mealErrors, deadlineError } = form;
  const saved = data.rsvpOptions;
  const last = values.meals.length - 1;
  return (
    <chakra.form onSubmit={form.onSubmit} noValidate>
      <Stack gap="5">
        <Text fontSize="sm" color="fg.muted">
          {t('admin.rsvpOptions.explain')}
        </Text>
        <Field.Root invalid={!!deadlineError} maxW="sm">
          <Field.Label>{t('admin.rsvpOptions.deadline')}</Field.Label>
          <Flex gap="2" wrap="wrap" w="full">
            <Input
              {...fieldStyle}
              type="date"
              // Chrome's calendar button inside the date box takes focus without the box matching
              // :focus(-visible); :focus-within still does, so the box keeps its ring then too.
              _focusWithin={{ outlineWidth: '2px', outlineStyle: 'solid', outlineColor: 'sage.700', outlineOffset: '0px' }}
              name="deadline"
              value={values.deadline}
              onChange={(e) => form.setDeadline(e.currentTarget.value)}
              flex="1"
              minW="10rem"
            />
            {values.deadline && (
              <Button type="button" variant="outline" colorPalette="sage" onClick={() => form.setDeadline('')}>
                {t('admin.rsvpOptions.clearDeadline')}
              </Button>
            )}
          </Flex>
          <Field.HelperText color="fg.muted">{t('admin.rsvpOptions.deadlineHelp')}</Field.HelperText>
          <Field.ErrorText>{deadlineError && errorText(deadlineError)}</Field.ErrorText>
        </Field.Root>
        {saved.deadline && !saved.open && (
          <Text fontSize="sm" color="orange.800">
            {t('admin.rsvpOptions.closed', { date: format.day(saved.deadline) })}
          </Text>
        )}
        <Field.Root invalid={!!form.reminderError} maxW="sm">
          <Field.Label>{t('admin.rsvpOptions.reminderDays')}</Field.Label>
          <Input
            {...fieldStyle}
            ref={form.reminderInput}
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_REMINDER_DAYS}
            name="reminderDaysBefore"
            value={values.reminderDays ?? ''}
            onChange={(e) => form.setReminderDays(e.currentTarget.value)}
            maxW="10rem"
          />
          <Field.HelperText color="fg.muted">{t('admin.rsvpOptions.reminderDaysHelp', { max: MAX_REMINDER_DAYS })}</Field.HelperText>
          <Field.ErrorText>{form.reminderError && ('id' in form.reminderError ? t(form.reminderError.id, form.reminderError.values) : errorText(form.reminderError))}</Field.ErrorText>
        </Field.Root>
        <Box as="fieldset" minW="0">
          <Heading as="legend" fontSize="lg" fontWeight="medium" color="sage.800" mb="2">
            {t('admin.rsvpOptions.meals')}
          </Heading>
          {values.meals.length === 0 && (
            <Text fontSize="sm" color="fg.muted" mb="2">
              {t('admin.rsvpOptions.mealsEmpty')}
            </Text>
          )}
          {values.meals.length > 0 && (
            // The two columns' names, once: English (which answers store) and Spanish beside it.
            <SimpleGrid aria-hidden="true" columns={2} gap="2" pe={{ base: '0', sm: '7.5rem' }} mb="1" display={{ base: 'none', sm: 'grid' }}>
              <Text fontSize="sm" fontWeight="medium">
                {t('admin.rsvpOptions.english')}
              </Text>
              <Text fontSize="sm" fontWeight="medium">
                {t('admin.rsvpOptions.spanish')}
              </Text>
            </SimpleGrid>
          )}
          <Stack as="ol" gap="2" listStyleType="none" p="0" m="0">
            {values.meals.map((meal, index) => {
              const n = index + 1;
              const error = mealErrors[meal.key];
              return (
                <li key={meal.key}>
                  <Field.Root invalid={!!error}>
                    <Flex gap="1" align="center" w="full">
                      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="2" flex="1" minW="0">
                        <Input
                          {...fieldStyle}
                          ref={form.mealRef(meal.key)}
                          aria-label={t('admin.rsvpOptions.meal', { n })}
                          value={meal.value}
                          onChange={(e) => form.setMeal(meal.key, e.currentTarget.value)}
                          autoComplete="off"
                          minW="0"
                        />
                        <Input
                          {...fieldStyle}
                          aria-label={t('admin.rsvpOptions.mealEs', { n })}
                          lang="es"
                          placeholder={meal.value}
                          value={meal.valueEs}
                          onChange={(e) => form.setMeal(meal.key, e.currentTarget.value, 'es')}
                          autoComplete="off"
                          minW="0"
                        />
                      </SimpleGrid>
                      <IconButton
                        size="sm"
                        variant="ghost"
                        colorPalette="sage"
                        aria-label={t('admin.rsvpOptions.moveUp', { n })}
                        aria-disabled={index === 0}
                        onClick={() => form.moveMeal(index, -1)}
                      >
                        <ArrowUp />
                      </IconButton>
                      <IconButton
                        size="sm"
                        variant="ghost"
                        colorPalette="sage"
                        aria-label={t('admin.rsvpOptions.moveDown', { n })}
                        aria-disabled={index === last}
                        onClick={() => form.moveMeal(index, 1)}
                      >
                        <ArrowDown />
                      </IconButton>
                      <IconButton
                        size="sm"
                        variant="ghost"
                        colorPalette="red"
                        aria-label={t('admin.rsvpOptions.remove', { n })}
                        onClick={() => form.removeMeal(meal.key)}
                      >
                        <Trash2 />
                      </IconButton>
                    </Flex>
                    <Field.ErrorText>{error && t(error.id, error.values)}</Field.ErrorText>
                  </Field.Root>
                </li>
              );
            })}
          </Stack>
          <Flex gap="3" align="center" wrap="wrap" mt="3">
            <Button
              ref={form.addButtonRef}
              type="button"
              variant="outline"
              colorPalette="sage"
              onClick={form.addMeal}
              aria-disabled={!form.canAdd}
              aria-describedby="meal-options-max"
            >
              <Plus aria-hidden="true" /> {t('admin.rsvpOptions.addMeal')}
            </Button>
            <Text id="meal-options-max" fontSize="sm" color="fg.muted">
              {t('admin.rsvpOptions.maxMeals', { max: MAX_MEAL_OPTIONS })}
            </Text>
          </Flex>
        </Box>
        <Flex>
          <Button type="submit" colorPalette="sage" loading={form.saving} loadingText={t('admin.rsvpOptions.save')}>
            {t('admin.rsvpOptions.save')}
          </Button>
        </Flex>
      </Stack>
    </chakra.form>
  );
}
