import { describe, expect, it } from 'vitest';
import { emptyPartyForm, partyCreateInput, partyFormValues, partyUpdateInput } from './partyForm';

const lopez = { __typename: 'Party' as const, id: 11, lastName: 'Lopez', zipCode: '28001', isAdmin: false, canRsvp: false, guestGroup: 'family', personalLink: 'https://wedding.example/i/11-abcdefghijklmnopqrstuvwx', plusOnesAllowed: 0, email: null, language: 'en', unsubscribed: false };

describe('party form values', () => {
  it('starts a new party with the spec defaults and one guest line', () => {
    expect(emptyPartyForm()).toEqual({ lastName: '', zipCode: '', canRsvp: true, isAdmin: false, guestGroup: 'default', plusOnesAllowed: 0, email: '', language: 'en', guests: [{ firstName: '', lastName: '', isChild: false }] });
  });

  it('sends a new party trimmed, with its guests; wholly blank guest lines are not guests', () => {
    const values = {
      ...emptyPartyForm(),
      lastName: ' Ruiz ',
      zipCode: ' 41001 ',
      guests: [
        { firstName: ' Ana ', lastName: ' ', isChild: false },
        { firstName: '', lastName: '', isChild: true },
        { firstName: 'Leo', lastName: 'Gil', isChild: true },
      ],
    };
    expect(partyCreateInput(values)).toEqual({
      lastName: 'Ruiz',
      zipCode: '41001',
      canRsvp: true,
      isAdmin: false,
      guestGroup: 'default',
      email: null,
      language: 'en',
      guests: [
        { firstName: 'Ana', lastName: null, isChild: false },
        { firstName: 'Leo', lastName: 'Gil', isChild: true },
      ],
    });
    expect(partyCreateInput({ ...values, guests: [] })).not.toHaveProperty('guests');
    expect(partyCreateInput({ ...values, email: ' ana@example.com ', language: 'es' })).toMatchObject({ email: 'ana@example.com', language: 'es' });
  });

  it('sends an edit as only what changed, so an untouched ZIP never signs the party out', () => {
    const values = partyFormValues(lopez);
    expect(partyUpdateInput(lopez, values)).toEqual({});
    expect(partyUpdateInput(lopez, { ...values, zipCode: ' 28002 ' })).toEqual({ zipCode: '28002' });
    expect(partyUpdateInput(lopez, { ...values, email: ' a@example.com ', language: 'es' })).toEqual({ email: 'a@example.com', language: 'es' });
    expect(partyUpdateInput(lopez, { ...values, lastName: 'López', canRsvp: true, isAdmin: true, guestGroup: 'default' })).toEqual({
      lastName: 'López',
      canRsvp: true,
      isAdmin: true,
      guestGroup: 'default',
    });
  });
});
