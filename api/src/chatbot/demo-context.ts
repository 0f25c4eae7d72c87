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

/** The same context as the couple would write it for Spanish guests: the assistant reads it for questions in Spanish. */
export const DEMO_CHATBOT_CONTEXT_ES = `¡Somos Alex y Jordan! Nos conocimos en la universidad en otoño de 2016 (los dos muy empollones), tuvimos nuestra primera cita un año después, nos fuimos a vivir juntos en 2020 y nos prometimos en el verano de 2024.

Lugar: Masia Can Ribas, Carrer de la Vinya 12, Sant Pere de Ribes, una finca a diez minutos de Sitges (cerca de Barcelona, España). La boda es el jueves 11 de junio de 2026.

Programa:
- 17:00 ceremonia en el jardín de los olivos
- 18:00 cóctel en la terraza
- 20:00 cena, y después baile hasta las 2:00

Código de vestimenta: cóctel. La ceremonia es al aire libre sobre césped, así que os recomendamos tacón ancho o zapato plano, y algo de abrigo ligero para la noche.

Autobús:
- 16:00 desde el Hotel Calipolis de Sitges hasta la finca
- 16:20 desde la estación de tren de Sitges hasta la finca
- La vuelta sale de la finca a las 0:30 y a las 2:15

Aparcamiento: hay aparcamiento gratuito en la finca, pero os recomendamos el autobús para que todos podáis disfrutar del cava.

Los niños son bienvenidos. Habrá menú infantil y un rincón de juegos con canguro durante la cena.

Alergias y dietas: indicad en vuestra confirmación (RSVP) cualquier alergia o si sois vegetarianos o veganos y el catering se encargará.

Regalos: vuestra presencia es el mejor regalo. Si queréis hacernos un regalo, nuestra lista de luna de miel está en la página Regalos.`;
