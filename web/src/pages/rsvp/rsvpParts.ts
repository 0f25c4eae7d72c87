import { loader } from '../../components/lazyNamed';
import { lazyWhenIdle } from '../../components/lazyWhenIdle';
import { lazyPart } from '../../ssr/renderedParts';

// The RSVP page's parts that only some data shows, each a chunk of its own (issue 23 §3): the
// form (a party that has not answered), the summary (one that has), and what the form asks of a
// guest ticked as coming. What the page downloads before it is usable is its own chunk and the
// one part its data calls for; a server render names that part's chunk as a modulepreload
// (ssr/renderedParts.tsx). The names are the modules' in the build manifest.
export const loadRsvpForm = loader(() => import('./RsvpForm'));
export const loadRsvpSummary = loader(() => import('./RsvpSummaryView'));
export const loadAttendingFields = loader(() => import('./AttendingFields'));
/** Sending the form (submitRsvp.ts): wanted only once the reader presses its button. */
export const loadRsvpSubmit = loader(() => import('./submitRsvp'));
/** Naming, renaming and removing plus-ones (plusOneChanges.ts): wanted only once the reader presses one of their buttons. */
export const loadPlusOneChanges = loader(() => import('./plusOneChanges'));

export const RsvpForm = lazyPart('src/pages/rsvp/RsvpForm.tsx', loadRsvpForm, 'RsvpForm');
export const RsvpSummaryView = lazyPart('src/pages/rsvp/RsvpSummaryView.tsx', loadRsvpSummary, 'RsvpSummaryView');
const ATTENDING_FIELDS = 'src/pages/rsvp/AttendingFields.ts';
export const MealChoice = lazyPart(ATTENDING_FIELDS, loadAttendingFields, 'MealChoice');
export const GuestEventAnswers = lazyPart(ATTENDING_FIELDS, loadAttendingFields, 'GuestEventAnswers');
export const GuestQuestions = lazyPart(ATTENDING_FIELDS, loadAttendingFields, 'GuestQuestions');
export const PartyQuestions = lazyPart(ATTENDING_FIELDS, loadAttendingFields, 'PartyQuestions');

/** Asked only when a submit would decline for everyone (the form's dialog): loaded when the browser is idle. */
export const DeclineAllDialog = lazyWhenIdle(() => import('./DeclineAllDialog'), 'DeclineAllDialog', (props) => props.open);
