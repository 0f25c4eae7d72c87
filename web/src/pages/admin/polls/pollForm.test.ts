import { describe, expect, it } from 'vitest';
import { emptyPollForm, pollFormValues, pollInput } from './pollForm';

describe('poll form values', () => {
  it('starts with one empty option, prediction, active (spec §5), and blank Spanish', () => {
    expect(emptyPollForm()).toEqual({ question: '', questionEs: '', type: 'prediction', options: [''], optionsEs: [''], active: true });
  });

  it('sends trimmed texts and leaves blank options out with their Spanish, so each Spanish text stays beside its option', () => {
    expect(
      pollInput({ question: ' Q? ', questionEs: ' ¿P? ', type: 'preference', options: [' A ', '', '  ', 'B'], optionsEs: [' Á ', 'lost', '', ''], active: false }),
    ).toEqual({
      question: 'Q?',
      questionEs: '¿P?',
      type: 'preference',
      options: ['A', 'B'],
      optionsEs: ['Á', ''],
      active: false,
    });
  });

  it('an edited poll fills the form, the Spanish options as many as the options', () => {
    const poll = { id: 1, question: 'Q', questionEs: '¿P?', options: ['A', 'B'], optionsEs: [], type: 'preference', active: false, voteCounts: [0, 0] };
    expect(pollFormValues(poll)).toEqual({ question: 'Q', questionEs: '¿P?', type: 'preference', options: ['A', 'B'], optionsEs: ['', ''], active: false });
    expect(pollFormValues({ ...poll, optionsEs: ['Á', 'B'] }).optionsEs).toEqual(['Á', 'B']);
  });
});
