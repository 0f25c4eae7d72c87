import { describe, expect, it } from 'vitest';
import { emptyTriviaForm, triviaFormValues, triviaInput, withOptionAdded, withOptionRemoved, withQuestionType, type TriviaFormValues } from './triviaForm';

const form = (overrides: Partial<TriviaFormValues>): TriviaFormValues => ({ ...emptyTriviaForm(), ...overrides });

describe('trivia form option rules (spec §4, §5)', () => {
  it('starts with one empty option, the first one right, active, standard, the default messages', () => {
    expect(emptyTriviaForm()).toEqual({
      question: '',
      questionEs: '',
      options: [''],
      optionsEs: [''],
      correctOption: 0,
      active: true,
      embeds: [],
      questionType: 'standard',
      correctMessage: 'Correct! Great job!',
      incorrectMessage: 'So close! Try again next time.',
      correctMessageEs: '',
      incorrectMessageEs: '',
    });
  });

  it('the Spanish options follow the options: one added, the removed one’s Spanish gone with it', () => {
    expect(withOptionAdded(form({ options: ['A'], optionsEs: ['Á'] }))).toMatchObject({ options: ['A', ''], optionsEs: ['Á', ''] });
    expect(withOptionRemoved(form({ options: ['A', 'B', 'C'], optionsEs: ['Á', 'Bé', 'Cé'] }), 1)).toMatchObject({ options: ['A', 'C'], optionsEs: ['Á', 'Cé'] });
    expect(triviaInput(form({ question: 'Q', questionEs: ' ¿P? ', options: ['A', 'B'], optionsEs: [' Á '], correctMessageEs: ' ¡Sí! ' }))).toMatchObject({
      questionEs: '¿P?',
      optionsEs: ['Á', ''],
      correctMessageEs: '¡Sí!',
      incorrectMessageEs: '',
    });
  });

  it('choosing music pads the embeds to the option count, keeping those typed', () => {
    expect(withQuestionType(form({ options: ['A', 'B', 'C'], embeds: ['x'] }), 'music').embeds).toEqual(['x', '', '']);
    expect(withQuestionType(form({ options: ['A', 'B'] }), 'music').embeds).toEqual(['', '']);
    // Back to standard leaves them as they are (a save sends [] when all are blank).
    expect(withQuestionType(form({ options: ['A'], embeds: [''], questionType: 'music' }), 'standard')).toMatchObject({ questionType: 'standard', embeds: [''] });
  });

  it('a music question gets a player field with each added option', () => {
    expect(withOptionAdded(form({ options: ['A'], embeds: ['x'], questionType: 'music' }))).toMatchObject({ options: ['A', ''], embeds: ['x', ''] });
    expect(withOptionAdded(form({ options: ['A'] }))).toMatchObject({ options: ['A', ''], embeds: [] });
  });

  it('removing the right option resets correctOption to 0', () => {
    expect(withOptionRemoved(form({ options: ['A', 'B', 'C'], correctOption: 2 }), 2)).toMatchObject({ options: ['A', 'B'], correctOption: 0 });
    expect(withOptionRemoved(form({ options: ['A', 'B', 'C'], correctOption: 0 }), 0)).toMatchObject({ options: ['B', 'C'], correctOption: 0 });
  });

  it('removing an option before the right one moves it down by one; after it, nothing moves', () => {
    expect(withOptionRemoved(form({ options: ['A', 'B', 'C'], correctOption: 2 }), 0)).toMatchObject({ options: ['B', 'C'], correctOption: 1 });
    expect(withOptionRemoved(form({ options: ['A', 'B', 'C'], correctOption: 1 }), 2)).toMatchObject({ options: ['A', 'B'], correctOption: 1 });
  });

  it('the removed option’s player goes with it; the last option stays', () => {
    expect(withOptionRemoved(form({ options: ['A', 'B', 'C'], embeds: ['a', 'b', 'c'], questionType: 'music' }), 1).embeds).toEqual(['a', 'c']);
    const single = form({ options: ['Only'] });
    expect(withOptionRemoved(single, 0)).toBe(single);
  });

  it('a save sends embeds as [] when every entry is empty, and trimmed texts in place', () => {
    expect(triviaInput(form({ question: ' Q? ', options: [' A ', 'B'], embeds: ['', '  '], questionType: 'music', correctOption: 1 }))).toEqual({
      question: 'Q?',
      questionEs: '',
      options: ['A', 'B'],
      optionsEs: ['', ''],
      correctOption: 1,
      active: true,
      embeds: [],
      questionType: 'music',
      correctMessage: 'Correct! Great job!',
      incorrectMessage: 'So close! Try again next time.',
      correctMessageEs: '',
      incorrectMessageEs: '',
    });
    expect(triviaInput(form({ options: ['A', 'B'], embeds: ['', ' https://open.spotify.com/embed/track/1 '] })).embeds).toEqual(['', 'https://open.spotify.com/embed/track/1']);
  });

  it('an edited music question fills the form with a player field per option', () => {
    const question = {
      id: 1,
      question: 'Q',
      questionEs: '¿P?',
      options: ['A', 'B'],
      optionsEs: ['Á'],
      correctOption: 1,
      active: false,
      embeds: ['x'],
      questionType: 'music',
      correctMessage: 'Yes',
      incorrectMessage: 'No',
      correctMessageEs: 'Sí',
      incorrectMessageEs: '',
      answerCounts: [0, 0],
    };
    expect(triviaFormValues(question)).toEqual({
      question: 'Q',
      questionEs: '¿P?',
      options: ['A', 'B'],
      optionsEs: ['Á', ''],
      correctOption: 1,
      active: false,
      embeds: ['x', ''],
      questionType: 'music',
      correctMessage: 'Yes',
      incorrectMessage: 'No',
      correctMessageEs: 'Sí',
      incorrectMessageEs: '',
    });
  });
});
