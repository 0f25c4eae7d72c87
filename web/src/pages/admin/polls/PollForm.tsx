import { useErrorText } from '../../../i18n/useErrorText';
import { useT } from '../../../i18n/useT';
import { CheckboxField } from '../CheckboxField';
import { POLL_TYPES } from './pollForm';
import type { usePollForm } from './usePollForm';
import { ResourceForm } from '../resource/ResourceForm';
import { OptionRow } from '../resource/OptionRow';
import { KindSelect, OptionsFieldset, QuestionPair } from '../resource/QuestionFields';

type Form = ReturnType<typeof usePollForm>;

export const POLL_FORM_ID = 'poll-form';

/**
 * Spec §5 "Poll form": question, type, a list of options (add/remove), active; the question and
 * each option in English and Spanish side by side (issue 20 §4), a Spanish option beside its English one.
 */
export function PollForm({ form }: { form: Form }) {
  const t = useT();
  const errorText = useErrorText();
  const { mode, values, errors, saving } = form;
  const editing = mode.kind === 'edit';
  const title = editing ? t('admin.polls.editTitle') : t('admin.polls.add');
  const submitLabel = editing ? t('admin.polls.update') : t('admin.polls.create');
  const listError = errors.options ?? errors.optionsEs;

  return (
    <ResourceForm id={POLL_FORM_ID} title={title} submitLabel={submitLabel} saving={saving} onSubmit={form.onSubmit} onCancel={form.cancel}>
      <QuestionPair form={form} label={t('admin.polls.question')} labelEs={t('admin.polls.questionEs')} />
      <KindSelect
        label={t('admin.polls.type')}
        name="type"
        value={values.type}
        kinds={POLL_TYPES}
        kindLabel={(type) => t(type === 'prediction' ? 'admin.polls.prediction' : 'admin.polls.preference')}
        onChange={form.setType}
        error={errors.type ? errorText(errors.type) : null}
      />
      <OptionsFieldset
        legend={t('admin.polls.options')}
        error={listError ? errorText(listError) : null}
        errorId="poll-options-error"
        help={t('admin.polls.spanishHelp')}
        addLabel={t('admin.polls.addOption')}
        onAdd={form.addOption}
      >
        {values.options.map((option, i) => (
          <OptionRow
            key={i}
            label={t('admin.polls.optionN', { n: i + 1 })}
            labelEs={t('admin.polls.optionNEs', { n: i + 1 })}
            value={option}
            valueEs={values.optionsEs[i] ?? ''}
            onChange={(v) => form.setOption(i, v)}
            onChangeEs={(v) => form.setOptionEs(i, v)}
            removeLabel={t('admin.polls.removeOption', { n: i + 1 })}
            onRemove={() => form.removeOption(i)}
            canRemove={values.options.length > 1}
          />
        ))}
      </OptionsFieldset>
      <CheckboxField name="active" checked={values.active} onChange={form.setActive}>
        {t('admin.polls.active')}
      </CheckboxField>
    </ResourceForm>
  );
}
