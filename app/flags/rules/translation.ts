import type { Flags } from '@schemas/flags/flags'

/**
 * How a signed-in page meets browser translation (Google Translate), by `google_translate_disabled`.
 * The spec names the values only; what each does is ours:
 *
 * | value            | page                          | lessons            | DOM guard |
 * | ---------------- | ----------------------------- | ------------------ | --------- |
 * | `disable-all`    | `translate="no"` + notranslate | not translatable   | —         |
 * | `enable-lessons` | `translate="no"`              | `translate="yes"`  | on        |
 * | `no-fixes`       | translatable                  | translatable       | off       |
 * | `off` (default)  | translatable                  | translatable       | on        |
 *
 * The "fixes" are the DOM guard: a translator swaps text nodes under React, whose next update then
 * throws on `removeChild`/`insertBefore` and blanks the page; the guard lets those calls pass.
 */
export type TranslationMarks = {
  /** The `translate` attribute of `<html>`. */
  page?: 'no'
  /** `<meta name="google" content="notranslate">`: the browser does not offer translation at all. */
  noTranslateMeta: boolean
  /** The `translate` attribute of lesson content (title and sections). */
  lessons?: 'yes'
  domGuard: boolean
}

export function translationMarks(value: Flags['google_translate_disabled']): TranslationMarks {
  switch (value) {
    case 'disable-all':
      return { page: 'no', noTranslateMeta: true, domGuard: false }
    case 'enable-lessons':
      return { page: 'no', noTranslateMeta: false, lessons: 'yes', domGuard: true }
    case 'no-fixes':
      return { noTranslateMeta: false, domGuard: false }
    case 'off':
      return { noTranslateMeta: false, domGuard: true }
  }
}

/**
 * The guard (see above), run before React: a node the translator moved is not React's to remove, so
 * removing it, or inserting before it, is skipped instead of throwing. Inline in <head>, CSP nonce.
 */
export const domGuardScript =
  "(function(){var P=typeof Node==='function'&&Node.prototype;if(!P||P.__translateGuard)return;P.__translateGuard=true;" +
  'var r=P.removeChild;P.removeChild=function(c){return c&&c.parentNode!==this?c:r.apply(this,arguments)};' +
  'var i=P.insertBefore;P.insertBefore=function(n,f){return f&&f.parentNode!==this?n:i.apply(this,arguments)}})()'
