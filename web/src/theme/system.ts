import { createSystem, defaultBaseConfig, defineConfig, type SystemContext } from '@chakra-ui/react';
import { chakraTheme } from './chakraTheme';

// A garden-wedding palette: olive/sage greens, blush accents, warm gold and ivory.
// The named faces are bundled (web/src/main.tsx); the rest of each stack is a close fallback.
const config = defineConfig({
  globalCss: {
    'html, body': {
      bg: 'ivory.50',
      color: 'ink',
    },
    // The sticky nav bar (4 rem) must not cover what keyboard focus scrolls to (WCAG 2.4.11).
    html: {
      scrollPaddingTop: '5rem',
    },
    // A page's h1 takes focus after a route change only so screen readers announce it and Tab
    // continues from there; it is not a control, and the browser's ring around a full-width
    // heading reads as a glitch.
    'h1[tabindex="-1"]:focus': {
      outline: 'none',
    },
    // Every focus ring at least 2 px wide (Chakra's input ring is 1 px), so it stays visible.
    ':root': {
      '--focus-ring-width': '2px',
    },
  },
  theme: {
    tokens: {
      fonts: {
        heading: {
          value: '"Cormorant Garamond", "Playfair Display", "Libre Baskerville", Georgia, "Times New Roman", serif',
        },
        body: {
          value: '"Lato", "Source Sans 3", "Segoe UI", "Helvetica Neue", Helvetica, Arial, system-ui, sans-serif',
        },
        script: {
          value:
            '"Great Vibes", "Pinyon Script", "Allura", "Snell Roundhand", "Apple Chancery", "Segoe Script", "URW Chancery L", "Brush Script MT", cursive',
        },
      },
      colors: {
        ink: { value: '#3d3a33' },
        sage: {
          50: { value: '#f3f6ef' },
          100: { value: '#e3eadb' },
          200: { value: '#c8d6b8' },
          300: { value: '#a9bf94' },
          400: { value: '#8aa673' },
          500: { value: '#6f8b58' },
          600: { value: '#586f45' },
          700: { value: '#455737' },
          800: { value: '#35432b' },
          900: { value: '#263020' },
          950: { value: '#161c12' },
        },
        blush: {
          50: { value: '#fcf5f3' },
          100: { value: '#f7e6e1' },
          200: { value: '#efcdc4' },
          300: { value: '#e4ada0' },
          400: { value: '#d68d7d' },
          500: { value: '#c46f5e' },
          600: { value: '#a8574a' },
          700: { value: '#87453b' },
          800: { value: '#653430' },
          900: { value: '#442423' },
          950: { value: '#2a1616' },
        },
        gold: {
          300: { value: '#e3cf9c' },
          400: { value: '#d4b872' },
          500: { value: '#b99a4f' },
          600: { value: '#967a3a' },
        },
        ivory: {
          50: { value: '#fdfbf6' },
          100: { value: '#f8f3e8' },
          200: { value: '#efe6d2' },
        },
      },
    },
    semanticTokens: {
      colors: {
        // Focus rings at least 3:1 against the ivory/white/blush backgrounds (WCAG 2.2): the
        // default palette's ring (links, inputs) is sage.700 instead of Chakra's pale gray.400.
        gray: {
          focusRing: { value: '{colors.sage.700}' },
        },
        // Toast backgrounds (and solid buttons): white text at least 4.5:1, even the toast's
        // description, which Chakra draws at 80 % opacity.
        red: {
          solid: { value: '{colors.red.700}' },
        },
        green: {
          solid: { value: '{colors.green.700}' },
        },
        // colorPalette="sage" / "blush" need these keys for Chakra's recipes (solid, outline, ghost...).
        sage: {
          solid: { value: '{colors.sage.600}' },
          contrast: { value: 'white' },
          fg: { value: '{colors.sage.700}' },
          muted: { value: '{colors.sage.200}' },
          subtle: { value: '{colors.sage.100}' },
          emphasized: { value: '{colors.sage.300}' },
          focusRing: { value: '{colors.sage.700}' },
          border: { value: '{colors.sage.500}' },
        },
        blush: {
          // White on blush.500 is 3.6:1; blush.700 keeps 4.5:1 even in the 90 % hover shade.
          solid: { value: '{colors.blush.700}' },
          contrast: { value: 'white' },
          fg: { value: '{colors.blush.700}' },
          muted: { value: '{colors.blush.200}' },
          subtle: { value: '{colors.blush.100}' },
          emphasized: { value: '{colors.blush.300}' },
          focusRing: { value: '{colors.blush.700}' },
          border: { value: '{colors.blush.500}' },
        },
      },
    },
  },
});

let system: SystemContext | undefined;

/**
 * Chakra's base (conditions, utilities) and only the parts of its theme the site uses, built on
 * first use. Building it is the largest piece of the app's start (a slow phone's main thread
 * for some 300 ms): kept out of the modules' evaluation, it can run as a task of its own while
 * the page's texts and code download (main.tsx), instead of lengthening the one long task.
 */
export function weddingSystem(): SystemContext {
  system ??= createSystem(defaultBaseConfig, chakraTheme, config);
  return system;
}
