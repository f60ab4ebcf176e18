import { type ChangeEvent, type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import * as z from 'zod/mini';

type Values = Record<string, string>;
type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/**
 * Form state driven by a shared zod schema, with react-hook-form's `onSubmit` + `reValidateMode:
 * 'onChange'` behaviour in a few lines (the library would cost 12 KB on the contact page's first
 * load): nothing is checked until the first submit; after it, every change re-checks; a failed
 * submit focuses the first invalid field, in the order the fields were registered.
 */
export function useSchemaForm<V extends Values, S extends z.core.$ZodType>(schema: S, initial: V) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof V, string>>>({});
  const submitted = useRef(false);
  const controls = useRef(new Map<keyof V, Control>());

  // The server's fields take typing before React is there (docs/decisions/060): what the visitor typed
  // then is the form's value, not the empty one React started from.
  // biome-ignore lint/correctness/useExhaustiveDependencies: read once, when the fields first have React
  useEffect(() => {
    const typed: Partial<V> = {};
    for (const [name, control] of controls.current)
      if (control.value !== initial[name]) typed[name] = control.value as V[keyof V];
    if (Object.keys(typed).length > 0) setValues((current) => ({ ...current, ...typed }));
    // Sent before React was there and refused by the boot script, which shows SPEC §5's messages
    // (docs/decisions/098): the form counts as submitted, so React shows the same messages and re-checks on
    // each change from here.
    const form = controls.current.values().next().value?.form;
    if (form?.dataset.checked === 'true') {
      submitted.current = true;
      check({ ...initial, ...typed });
    }
  }, []);

  const check = useCallback(
    (next: V) => {
      const result = z.safeParse(schema, next);
      const found: Partial<Record<keyof V, string>> = {};
      if (!result.success) {
        for (const issue of result.error.issues) {
          const field = issue.path[0] as keyof V;
          found[field] ??= issue.message;
        }
      }
      setErrors(found);
      return { result, found };
    },
    [schema],
  );

  const register = (name: keyof V) => ({
    name: String(name),
    value: values[name],
    ref: (element: Control | null) => {
      if (element) controls.current.set(name, element);
      else controls.current.delete(name);
    },
    onChange: (event: ChangeEvent<Control>) => {
      const next = { ...values, [name]: event.target.value };
      setValues(next);
      if (submitted.current) check(next);
    },
  });

  const handleSubmit = (onValid: (data: z.output<S>) => void) => (event: FormEvent) => {
    event.preventDefault();
    submitted.current = true;
    // The fields as shown: the same as the state, except for a form sent before React was there and
    // handed over as React arrives (decision 060), when the state may not have read them yet.
    const shown = { ...values };
    for (const [name, control] of controls.current) shown[name] = control.value as V[keyof V];
    const { result, found } = check(shown);
    if (result.success) {
      onValid(result.data);
      return;
    }
    const first = [...controls.current.keys()].find((name) => found[name]);
    if (first) controls.current.get(first)?.focus();
  };

  const reset = (next: V) => {
    submitted.current = false;
    setValues(next);
    setErrors({});
  };

  // Stable, so effects can depend on it.
  const setValue = useCallback(
    (name: keyof V, value: string) => setValues((current) => ({ ...current, [name]: value })),
    [],
  );

  return { values, errors, register, handleSubmit, reset, setValue };
}
