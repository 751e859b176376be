/** A box for a number typed as it is printed (a passport's, an application's): capitals, never corrected or remembered. */
export const TYPED_AS_PRINTED = { autoComplete: 'off', autoCapitalize: 'characters', spellCheck: false } as const;
