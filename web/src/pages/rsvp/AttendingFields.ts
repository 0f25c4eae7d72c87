// What the form asks of a guest once they are ticked as coming (their meal, the couple's
// questions, the events), and the party's questions once anyone is: one chunk (rsvpParts.ts).
// A party that has not answered yet starts with no one ticked, so the form's first screen
// shows none of it; it loads when the browser is idle.
export { MealChoice } from './MealChoice';
export { GuestEventAnswers } from './GuestEventAnswers';
export { GuestQuestions } from './questions/GuestQuestions';
export { PartyQuestions } from './questions/PartyQuestions';
