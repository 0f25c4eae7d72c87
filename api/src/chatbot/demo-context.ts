/**
 * A realistic context as a couple would write it: the demo wedding's assistant answers from it,
 * and the tests ask it about the dress code, the shuttles and the venue.
 */
export const DEMO_CHATBOT_CONTEXT = `We're Alex and Jordan! We met in college in the fall of 2016 (both proud nerds), had our first date a year later, moved in together in 2020 and got engaged in the summer of 2024.

Venue: Masia Can Ribas, Carrer de la Vinya 12, Sant Pere de Ribes, a country estate ten minutes from Sitges (near Barcelona, Spain). The wedding is on Thursday, June 11, 2026.

Schedule:
- 5:00 pm ceremony in the olive garden
- 6:00 pm cocktail hour on the terrace
- 8:00 pm dinner, then dancing until 2:00 am

Dress code: cocktail attire. The ceremony is outdoors on grass, so we suggest block heels or flats, and a light layer for the evening.

Shuttle:
- 4:00 pm from Hotel Calipolis in Sitges to the venue
- 4:20 pm from the Sitges train station to the venue
- Return shuttles leave the venue at 12:30 am and 2:15 am

Parking: there is free parking at the venue, but we recommend the shuttle so everyone can enjoy the cava.

Children are welcome. There is a kids' menu and a play corner with a babysitter during dinner.

Dietary needs: tell us about allergies or a vegetarian or vegan diet in your RSVP and the caterer will take care of it.

Gifts: your presence is the best gift. If you would like to give something, our honeymoon registry is on the Registry page.`;
