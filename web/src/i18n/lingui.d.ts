// Catalogues imported with `?lingui` are compiled by @lingui/vite-plugin into this shape.
declare module '*?lingui' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
