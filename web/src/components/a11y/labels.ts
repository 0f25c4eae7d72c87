/**
 * User-visible words added by the accessibility work, in English until they move into the
 * message catalogues with the rest of the site's text.
 */
export const A11Y_TEXT = {
  /** The first link on every signed-in page, shown when focused. */
  skipToContent: 'Skip to main content',
  /** The name of the phone menu's navigation landmark (the bar itself is "Main"). */
  phoneMenu: 'Menu',
} as const;
