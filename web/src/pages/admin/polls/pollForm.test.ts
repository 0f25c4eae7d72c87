import { describe, expect, it } from 'vitest';
import { emptyPollForm, pollFormValues, pollInput } from './pollForm';

describe('poll form values', () => {
  it('starts with one empty option, prediction, active (spec §5)', () => {
    expect(emptyPollForm()).toEqual({ question: '', type: 'prediction', options: [''], active: true });
  });

  it('sends trimmed texts and leaves blank options out', () => {
    expect(pollInput({ question: ' Q? ', type: 'preference', options: [' A ', '', '  ', 'B'], active: false })).toEqual({
      question: 'Q?',
      type: 'preference',
      options: ['A', 'B'],
      active: false,
    });
  });

  it('an edited poll fills the form', () => {
    const poll = { id: 1, question: 'Q', options: ['A', 'B'], type: 'preference', active: false, voteCounts: [0, 0] };
    expect(pollFormValues(poll)).toEqual({ question: 'Q', type: 'preference', options: ['A', 'B'], active: false });
  });
});
