// The demo's events (issue 21 §2): a welcome dinner for the family only, the ceremony and a
// brunch, in English and Spanish, with some answers. Events are matched by name, and answers
// are recorded only for an event created in this run, so a second run adds nothing.
import type { EntityManager } from '@mikro-orm/postgresql';
import { Event, EventAttendance } from '../events/event.entity.js';
import { createEvent } from '../events/events.service.js';
import { Guest } from '../party-guests/guest.entity.js';
import type { Party } from '../parties/party.entity.js';

const DEMO_EVENTS = [
  {
    name: 'Welcome dinner',
    nameEs: 'Cena de bienvenida',
    start: '2026-06-10T20:00',
    end: '2026-06-10T23:30',
    venue: 'Restaurante El Cable',
    address: 'Carrer de Barcelona, 1, 08870 Sitges',
    note: 'For the family, the night before. Smart casual.',
    noteEs: 'Para la familia, la noche antes. Elegante informal.',
    guestGroups: ['family'],
    // Per party, per guest: coming or not.
    answers: { Garcia: { Maria: true, Jose: true, Lucia: true } } as Record<string, Record<string, boolean>>,
  },
  {
    name: 'Ceremony',
    nameEs: 'Ceremonia',
    start: '2026-06-11T17:30',
    end: '2026-06-11T19:00',
    venue: 'Masia Can Ribes',
    address: 'Camí de Can Ribes, 12, 08870 Sitges',
    note: 'Formal attire. The ceremony is outdoors, on grass.',
    noteEs: 'Vestimenta formal. La ceremonia es al aire libre, sobre césped.',
    guestGroups: ['family', 'close-friends', 'wedding-party', 'colleagues'],
    answers: { Garcia: { Maria: true, Jose: true, Lucia: true }, Smith: { Emma: true } },
  },
  {
    name: 'Farewell brunch',
    nameEs: 'Brunch de despedida',
    start: '2026-06-12T11:00',
    end: '2026-06-12T13:30',
    venue: 'Hotel Terramar',
    address: 'Passeig Marítim, 80, 08870 Sitges',
    note: 'Casual. Bring sunglasses: we eat on the terrace.',
    noteEs: 'Informal. Trae gafas de sol: comemos en la terraza.',
    guestGroups: ['family', 'close-friends', 'wedding-party'],
    answers: { Garcia: { Maria: true, Jose: false, Lucia: false }, Smith: { Emma: true } },
  },
];

export async function seedEvents(em: EntityManager, parties: Party[]): Promise<void> {
  for (const { answers, ...demo } of DEMO_EVENTS) {
    if (await em.count(Event, { name: demo.name })) continue;
    const event = await createEvent(em, demo);
    await em.transactional(async (tx) => {
      for (const [lastName, byGuest] of Object.entries(answers)) {
        const party = parties.find((p) => p.lastName === lastName);
        if (!party) continue;
        const guests = await tx.find(Guest, { party: party.id });
        for (const [firstName, attending] of Object.entries(byGuest)) {
          const guest = guests.find((g) => g.firstName === firstName);
          if (guest) tx.create(EventAttendance, { event: event.id, guest, attending });
        }
      }
    });
  }
}
