import sanitizeHtml from 'sanitize-html';

/**
 * Disclaimer content as stored and served: only the formatting the rich-text editor makes
 * (ra-input-rich-text: paragraphs, headings, lists, emphasis, links, alignment, colours, images).
 * Scripts, event handlers, styles beyond alignment and colour, and javascript: links are dropped,
 * so what one user saves never runs in another's browser.
 */
const COLOR = [/^#[0-9a-f]{3,8}$/i, /^rgba?\(\s*[\d.\s,%]+\)$/i];

export const sanitizeDisclaimerHtml = (html: string): string =>
  sanitizeHtml(html, {
    allowedTags: [
      'p',
      'br',
      'h1',
      'h2',
      'h3',
      'h4',
      'h5',
      'h6',
      'strong',
      'b',
      'em',
      'i',
      'u',
      's',
      'strike',
      'code',
      'pre',
      'blockquote',
      'ul',
      'ol',
      'li',
      'a',
      'span',
      'mark',
      'hr',
      'img',
    ],
    allowedAttributes: {
      a: ['href', 'target', 'rel'],
      img: ['src', 'alt', 'title', 'width', 'height'],
      mark: ['data-color', 'style'],
      '*': ['style'],
    },
    allowedStyles: {
      '*': {
        'text-align': [/^(left|right|center|justify)$/],
        color: COLOR,
        'background-color': COLOR,
      },
    },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowedSchemesByTag: { img: ['http', 'https'] },
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    // An image must come from an absolute http(s) address, never a path on our own server.
    exclusiveFilter: (frame) => frame.tag === 'img' && !/^https?:\/\//i.test(frame.attribs.src ?? ''),
    transformTags: {
      // A link opening a new tab must not give that tab a handle on ours.
      a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }),
    },
  });
