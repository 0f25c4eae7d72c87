import { accommodationKey, scheduleKey, timelineKey } from './content-keys.js';

type Texts = { en: string; es: string };

/**
 * The spec's words, written into site_text on first start (seedDefaultTexts) so a new
 * installation shows full pages; from then on the couple's edits in the Site Content panel
 * are what guests read. A key the couple has saved is never overwritten.
 */
const timeline: Array<[string, string, string, string, string, string, string]> = [
  // season en, season es, year, title en, title es, text en, text es
  ['Fall', 'Otoño', '2016', 'First Meeting', 'Nos conocimos', 'We met in a college study group and argued about our favourite programming language until the library closed.', 'Nos conocimos en un grupo de estudio de la universidad y discutimos sobre nuestro lenguaje de programación favorito hasta que cerró la biblioteca.'],
  ['Fall', 'Otoño', '2017', 'First Date', 'Primera cita', 'A board-game café, three games and one very competitive evening. Nobody remembers who won.', 'Un café de juegos de mesa, tres partidas y una noche muy competitiva. Nadie recuerda quién ganó.'],
  ['Summer', 'Verano', '2020', 'Moving In', 'Vivir juntos', 'Our first home together: two desks, too many books and a cat who rules them all.', 'Nuestro primer hogar juntos: dos escritorios, demasiados libros y un gato que manda sobre todo.'],
  ['Summer', 'Verano', '2024', 'The Proposal', 'La pedida', 'On a summer evening by the sea, one question and a very happy yes.', 'Una tarde de verano junto al mar, una pregunta y un sí muy feliz.'],
];

const stay = (en: string, es: string): Texts => ({ en, es });

const accommodations: Record<string, Texts> = {
  default: stay(
    '### Where to stay\n\nSitges has hotels and apartments for every budget, most within a short walk of the beach and the old town. We recommend booking early: June is high season.',
    '### Dónde alojarse\n\nSitges tiene hoteles y apartamentos para todos los presupuestos, la mayoría a poca distancia de la playa y del casco antiguo. Os recomendamos reservar pronto: junio es temporada alta.',
  ),
  villa: stay(
    '### Staying at the villa\n\nYou are staying with us at the villa. Please **email us your flight details at least 48 hours before arrival** so we can arrange your pick-up and have your room ready.',
    '### Alojamiento en la villa\n\nTe alojas con nosotros en la villa. Por favor, **envíanos por correo los datos de tu vuelo al menos 48 horas antes de la llegada** para organizar la recogida y tener tu habitación lista.',
  ),
  merlot: stay('### Casa Merlot\n\nA stone farmhouse among the vines, ten minutes by car from the venue. Check-in from 3 pm; the keys are in the lockbox by the gate.', '### Casa Merlot\n\nUna masía de piedra entre viñedos, a diez minutos en coche del lugar de la boda. Entrada a partir de las 15:00; las llaves están en la caja junto a la verja.'),
  cabernet: stay('### Cabernet House\n\nA townhouse in the old town of Sitges, five minutes on foot from the beach. Parking is in the public car park on the seafront.', '### Casa Cabernet\n\nUna casa en el casco antiguo de Sitges, a cinco minutos a pie de la playa. Se aparca en el aparcamiento público del paseo marítimo.'),
  syrah: stay('### Syrah Apartments\n\nThree apartments in one building near the train station, handy if you arrive from Barcelona by train.', '### Apartamentos Syrah\n\nTres apartamentos en un edificio cerca de la estación de tren, prácticos si llegáis desde Barcelona en tren.'),
  carinyena: stay('### Mas Carinyena\n\nA country house with a pool in the hills above the venue. A shuttle runs from here to the ceremony and back.', '### Mas Carinyena\n\nUna casa de campo con piscina en las colinas sobre el lugar de la boda. Un autobús lleva desde aquí a la ceremonia y de vuelta.'),
  garnatxa: stay('### Garnatxa Cottage\n\nA small cottage for two in the garden of the venue itself: no travel needed on the day.', '### Casita Garnatxa\n\nUna casita para dos en el jardín del propio lugar de la boda: no hace falta desplazarse ese día.'),
  'pinot-noir': stay('### Hotel Pinot Noir\n\nA boutique hotel on the seafront. Mention our names at the desk for the wedding rate, breakfast included.', '### Hotel Pinot Noir\n\nUn hotel boutique en primera línea de mar. Mencionad nuestros nombres en recepción para la tarifa de boda, desayuno incluido.'),
  malvasia: stay('### Malvasia Rooms\n\nGuest rooms in a family-run guesthouse near the church of Sant Bartomeu. Quiet at night, lively by day.', '### Habitaciones Malvasia\n\nHabitaciones en una casa de huéspedes familiar cerca de la iglesia de Sant Bartomeu. Tranquila de noche, animada de día.'),
  moscatell: stay('### Moscatell Suites\n\nSuites with a terrace overlooking the marina. Families with children get the ground-floor suites.', '### Suites Moscatell\n\nSuites con terraza frente al puerto deportivo. Las familias con niños tienen las suites de la planta baja.'),
  xarello: stay('### Xarel·lo Lodge\n\nA lodge on a cava estate in the Penedès, twenty minutes inland. Breakfast comes with a tasting.', '### Xarel·lo Lodge\n\nUn alojamiento en una finca de cava del Penedès, a veinte minutos hacia el interior. El desayuno incluye una cata.'),
  'friends-room': stay(
    '### The friends room\n\nThe big shared room at the venue has **20 beds**, bunk-style. Bring a towel and earplugs; breakfast is on us.',
    '### La habitación de los amigos\n\nLa gran habitación compartida del lugar de la boda tiene **20 camas**, en literas. Traed toalla y tapones; el desayuno corre de nuestra cuenta.',
  ),
};

const schedulePlaceholder: Texts = {
  en: 'We are still planning the details of the celebration. The full schedule will be here soon.',
  es: 'Todavía estamos preparando los detalles de la celebración. El programa completo estará aquí pronto.',
};

export const DEFAULT_TEXTS: Record<string, Texts> = {
  'story.howWeMet': {
    en: 'We met in college, two nerds who found each other over late-night problem sets, bad coffee and a shared love of science fiction. What started as study sessions turned into the best adventure of our lives.',
    es: 'Nos conocimos en la universidad: dos empollones que se encontraron entre ejercicios de madrugada, café malo y un amor compartido por la ciencia ficción. Lo que empezó como sesiones de estudio se convirtió en la mejor aventura de nuestra vida.',
  },
  ...Object.fromEntries(
    timeline.flatMap(([seasonEn, seasonEs, year, titleEn, titleEs, textEn, textEs], i) => [
      [timelineKey(i + 1, 'season'), { en: seasonEn, es: seasonEs }],
      [timelineKey(i + 1, 'year'), { en: year, es: year }],
      [timelineKey(i + 1, 'title'), { en: titleEn, es: titleEs }],
      [timelineKey(i + 1, 'text'), { en: textEn, es: textEs }],
    ]),
  ),
  'logistics.venueNote': {
    en: 'More details about the schedule are to come.',
    es: 'Pronto daremos más detalles sobre el programa.',
  },
  ...Object.fromEntries(Object.entries(accommodations).map(([v, t]) => [accommodationKey(v), t])),
  'logistics.fromAirport': {
    en: '### From Barcelona airport\n\n- **Rental car:** the easiest option if you want to explore; about 40 minutes on the C-32.\n- **Taxi:** about **60-80 euros**; taxis wait outside both terminals.\n- **Uber** may not work at the airport: do not count on it.\n- **Pre-booked transfer:** book a private transfer before you fly and your driver will meet you at arrivals.',
    es: '### Desde el aeropuerto de Barcelona\n\n- **Coche de alquiler:** la opción más cómoda si queréis explorar; unos 40 minutos por la C-32.\n- **Taxi:** unos **60-80 euros**; hay taxis esperando en las dos terminales.\n- **Uber** puede no funcionar en el aeropuerto: no contéis con ello.\n- **Traslado reservado:** reservad un traslado privado antes del vuelo y el conductor os esperará en llegadas.',
  },
  'logistics.fromBarcelona': {
    en: '### From Barcelona\n\n- **Train:** take the **R2 Sud** line to Sitges (35-45 min), then a taxi to the venue (10-15 min): **50-65 min** in total, about **2 euros** for the train plus **11-16 euros** for the taxi.\n- **Taxi:** 45-60 min, about **80-110 euros**.\n\nWe recommend a taxi app to book your ride.',
    es: '### Desde Barcelona\n\n- **Tren:** coged la línea **R2 Sud** hasta Sitges (35-45 min) y luego un taxi hasta el lugar (10-15 min): **50-65 min** en total, unos **2 euros** de tren más **11-16 euros** de taxi.\n- **Taxi:** 45-60 min, unos **80-110 euros**.\n\nOs recomendamos una aplicación de taxis para pedir el coche.',
  },
  ...Object.fromEntries(['default', 'bridesmaids', 'groomsmen', 'parents'].map((v) => [scheduleKey(v), schedulePlaceholder])),
};
