// The small script a page rendered on the server names in place of the app's (api/src/web/page-html.ts):
// it keeps a tap made before the app has taken the page over (ssr/earlyTaps.ts), and asks for
// the app's code once the page has been painted (ssr/appCodeAfterPaint.ts).
import { loadAppAfterPaint } from './ssr/appCodeAfterPaint';
import { holdEarlyTaps } from './ssr/earlyTaps';

holdEarlyTaps();
loadAppAfterPaint();
