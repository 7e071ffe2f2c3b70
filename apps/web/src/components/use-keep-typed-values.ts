import { type Dispatch, type RefObject, type SetStateAction, useEffect } from 'react';

type Fields<K extends string> = Partial<Record<K, { value: string } | null>>;

/**
 * A server-rendered form can be typed into before its scripts run; React then hydrates its
 * controlled fields with the empty initial state and the next render would wipe what was typed.
 * Once mounted, this copies the fields' non-empty DOM values into the form's state.
 */
export function useKeepTypedValues<K extends string, V extends Record<K, string>>(
  fields: RefObject<Fields<K>>,
  setValues: Dispatch<SetStateAction<V>>,
): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, right after hydration
  useEffect(() => {
    const typed: Partial<Record<K, string>> = {};
    for (const [field, input] of Object.entries(fields.current) as Array<[K, { value: string } | null]>) {
      if (input?.value) typed[field] = input.value;
    }
    if (Object.keys(typed).length > 0) setValues((previous) => ({ ...previous, ...typed }));
  }, []);
}
