/**
 * Words in a script that choose the simulator's outcome, so every error path can be reached by
 * hand and in tests: `[refuse]` makes the generate request fail, `[fail]` makes the render fail,
 * `[stuck]` keeps the video pending for ever. They are removed from the spoken caption.
 */
export const scriptTriggers = { refuse: '[refuse]', failRender: '[fail]', stuck: '[stuck]' } as const

export function simulatorScriptTriggers(script: string) {
  const has = (word: string) => script.includes(word)
  let cleanScript = script
  for (const word of Object.values(scriptTriggers)) cleanScript = cleanScript.split(word).join(' ')
  return {
    refuse: has(scriptTriggers.refuse),
    failRender: has(scriptTriggers.failRender),
    stuck: has(scriptTriggers.stuck),
    cleanScript: cleanScript.replace(/\s+/g, ' ').trim(),
  }
}
