import { Marked } from 'marked'
import sanitizeHtml from 'sanitize-html'

import { escapeHtml } from '@schemas/text/escape-html'

/** Markdown from the CMS becomes HTML on the server; raw HTML in it is shown as text, never run. */
const markdown = new Marked({ gfm: true, renderer: { html: ({ text }) => escapeHtml(text) } })

/**
 * What lesson and legal markdown may produce once rendered: the tags GitHub-flavoured markdown
 * emits, links to http(s), mailto and this site only, images from http(s) and this site. A link
 * such as `[x](javascript:…)` loses its href; external links open with no opener or referrer.
 */
const allowList: sanitizeHtml.IOptions = {
  allowedTags: [
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'br',
    'hr',
    'blockquote',
    'pre',
    'code',
    'em',
    'strong',
    'del',
    's',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'input',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel', 'target'],
    img: ['src', 'alt', 'title'],
    ol: ['start'],
    th: ['align'],
    td: ['align'],
    code: ['class'],
    input: ['type', 'checked', 'disabled'],
  },
  allowedClasses: { code: [/^language-[\w-]+$/] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  exclusiveFilter: (frame) => frame.tag === 'input' && frame.attribs.type !== 'checkbox',
  transformTags: {
    a: (tagName, attribs) => {
      const external = /^(https?:)?\/\//i.test(attribs.href ?? '')
      return { tagName, attribs: external ? { ...attribs, rel: 'noopener noreferrer', target: '_blank' } : attribs }
    },
  },
}

export async function renderMarkdown(source: string): Promise<string> {
  return sanitizeHtml(await markdown.parse(source), allowList)
}
