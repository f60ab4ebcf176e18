/**
 * The shape a translation must have: the English dictionary with every leaf widened to `string`.
 * fr and sw files annotate themselves with it, so a missing or extra key fails the type-check.
 */
export type Messages<T> = T extends string
  ? string
  : T extends readonly (infer U)[]
    ? readonly Messages<U>[]
    : { readonly [K in keyof T]: Messages<T[K]> };
