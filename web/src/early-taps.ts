// The small script a page rendered on the server names beside the app's (api/src/web/page-html.ts):
// it keeps a tap made before the app has taken the page over (ssr/earlyTaps.ts).
import { holdEarlyTaps } from './ssr/earlyTaps';

holdEarlyTaps();
