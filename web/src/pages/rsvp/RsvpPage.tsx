import { Suspense, useEffect, useRef } from 'react';
import { focusMainHeading } from '../../components/a11y/focus';
import { usePreloadWhenIdle } from '../../components/lazyWhenIdle';
import { MessageScreen } from '../../components/MessageScreen';
import { PageSpinner } from '../../components/PageSpinner';
import { useCatalogPart } from '../../i18n/catalogParts';
import { useFormat } from '../../i18n/format';
import { usePageTitle } from '../../i18n/usePageTitle';
import { useT } from '../../i18n/useT';
import { loadRenderedParts } from '../../ssr/renderedParts';
import { RsvpFrame, type RsvpDeadline } from './RsvpFrame';
import type { RsvpOptions } from './rsvpAnswers';
import { loadAttendingFields, loadPlusOneChanges, loadRsvpForm, loadRsvpSubmit, loadRsvpSummary, RsvpForm, RsvpSummaryView } from './rsvpParts';
import { useRsvpPage, type RsvpView } from './useRsvpPage';

/** Before a page rendered on the server is taken over: the parts it drew (AppRoutes.tsx's preloadRoute). */
export const preloadRendered = loadRenderedParts;

/** Which screen is up, to notice the switch between the summary and the form. */
const screenOf = (view: RsvpView) => (view.kind === 'form' ? `form-${view.editing}` : view.kind);

/** /rsvp: each guest of the party answers (spec §2 "RSVP", with the couple's deadline and meals). */
export function RsvpPage() {
  // The page's texts are a catalogue part of their own (i18n/catalogParts.ts).
  return useCatalogPart('rsvp') ? <Rsvp /> : <PageSpinner />;
}

function Rsvp() {
  const t = useT();
  const format = useFormat();
  usePageTitle('page.rsvp');
  const { view, startEditing, stopEditing } = useRsvpPage();
  // The parts this screen does not show: the one the page's data calls for comes first (the
  // server preloads it), the others once the browser is idle, before Edit Response, a tick, a plus-one's button or a submit.
  usePreloadWhenIdle(loadRsvpForm, loadRsvpSummary, loadAttendingFields, loadRsvpSubmit, loadPlusOneChanges);

  // Edit Response, Cancel and a submit replace the screen under the reader: focus follows to
  // the new heading (the control that was pressed is gone).
  const screen = screenOf(view);
  const shown = useRef(screen);
  useEffect(() => {
    const before = shown.current;
    shown.current = screen;
    if (before !== screen && (before === 'summary' || before.startsWith('form'))) focusMainHeading();
  }, [screen]);

  const deadlineLine = (options: RsvpOptions, closedKey: 'rsvp.closed' | 'rsvp.closedNoAnswer'): RsvpDeadline | undefined => {
    if (!options.deadline) return undefined;
    const date = format.day(options.deadline);
    return options.open ? { text: t('rsvp.respondBy', { date }), closed: false } : { text: t(closedKey, { date }), closed: true };
  };

  switch (view.kind) {
    case 'notAllowed':
      return <MessageScreen title={t('rsvp.notAvailableTitle')} message={t('rsvp.notAvailable')} />;
    case 'loading':
      return <PageSpinner label={t('rsvp.loading')} />;
    case 'failed':
      return <MessageScreen title={t('page.rsvp')} message={t('rsvp.loadFailed')} />;
    case 'noGuests':
      return <MessageScreen title={t('rsvp.noGuestsTitle')} message={t('rsvp.noGuests')} />;
    case 'summary':
      return (
        // Its code not yet in (a page rendered in the browser): the loading spinner a moment longer.
        <Suspense fallback={<PageSpinner label={t('rsvp.loading')} />}>
          <RsvpSummaryView
            guests={view.guests}
            answers={view.answers}
            questions={view.questions}
            canEdit={view.canEdit}
            deadline={deadlineLine(view.options, 'rsvp.closed')}
            onEdit={startEditing}
          />
        </Suspense>
      );
    case 'closed':
      return <RsvpFrame title={t('page.rsvp')} deadline={deadlineLine(view.options, 'rsvp.closedNoAnswer')} />;
    case 'form':
      return (
        <Suspense fallback={<PageSpinner label={t('rsvp.loading')} />}>
          <RsvpFrame
            title={t('page.rsvp')}
            subtitle={view.editing ? t('rsvp.editYourResponse') : t('rsvp.pleaseRespond')}
            deadline={deadlineLine(view.options, 'rsvp.closed')}
          >
            <RsvpForm
              guests={view.guests}
              answers={view.answers}
              options={view.options}
              questions={view.questions}
              plusOnesAllowed={view.plusOnesAllowed}
              editing={view.editing}
              onCancel={stopEditing}
              onSubmitted={stopEditing}
            />
          </RsvpFrame>
        </Suspense>
      );
  }
}
