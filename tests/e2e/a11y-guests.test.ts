// @own-site: the suite writes a long assistant context (a site-wide setting) to show its scrolling box.
import { everyPagePassesAxe } from './a11y.js';

everyPagePassesAxe(['signed out', 'guest', 'guest of the default group']);
