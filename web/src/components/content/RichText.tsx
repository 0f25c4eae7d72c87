import { Box, type BoxProps } from '@chakra-ui/react';

/**
 * The couple's formatted words: HTML the server rendered from their Markdown and sanitised
 * (no script, no event handlers, links only http/https/mailto; api/src/content/markdown.ts),
 * so no Markdown library reaches the guest's download.
 */
export function RichText({ html, ...props }: { html: string } & BoxProps) {
  return (
    <Box
      color="fg"
      lineHeight="1.7"
      css={{
        '& > * + *': { marginTop: '3' },
        '& h3, & h4, & h5, & h6': { fontWeight: 'semibold', color: 'sage.800', fontSize: 'lg' },
        '& ul, & ol': { paddingInlineStart: '6' },
        '& ul': { listStyleType: 'disc' },
        '& ol': { listStyleType: 'decimal' },
        '& li + li': { marginTop: '1' },
        '& a': { color: 'sage.700', textDecoration: 'underline' },
        '& blockquote': { borderInlineStartWidth: '3px', borderColor: 'blush.300', paddingInlineStart: '4', fontStyle: 'italic' },
      }}
      // Sanitised on the server (see above).
      dangerouslySetInnerHTML={{ __html: html }}
      {...props}
    />
  );
}
