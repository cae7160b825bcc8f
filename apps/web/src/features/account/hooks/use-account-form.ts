import { useCallback, useState } from 'react';
import { ApiError } from '../../../shared/api/client';
import type { BoundInput } from '../../../shared/ui/form';
import { useAppStore } from '../../../shared/store/app-store';
import { problemText } from '../problems';

export type Problems<K extends string> = Partial<Record<K, string | null>>;

export interface AccountForm<K extends string> {
  values: Record<K, string>;
  /** Messages under the fields: client rules first, then the server's `fields`. */
  errors: Partial<Record<K, string>>;
  /** A failure that belongs to no field (wrong password, account locked, ...). */
  formError: string | null;
  set: (field: K, value: string) => void;
  /** Runs the rules; shows their messages and returns true when there are none. */
  validate: () => boolean;
  /** Puts a failed request's messages where they belong. */
  showFailure: (error: unknown) => void;
  setFieldError: (field: K, message: string) => void;
  reset: (next?: Partial<Record<K, string>>) => void;
  /** One field's value, message and setter, for the shared inputs. */
  field: (name: K) => BoundInput;
}

/**
 * A small controlled form keyed by the wire names, so the server's `fields[].field` lands on
 * the matching input. `rules` names problem codes of the contracts (e.g. 'passwords_mismatch').
 */
export function useAccountForm<K extends string>(
  initial: Record<K, string>,
  rules: (values: Record<K, string>) => Problems<K>,
): AccountForm<K> {
  const lang = useAppStore((s) => s.lang);
  // The initial values are read once, like useState's.
  const [start] = useState(initial);
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<K, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);

  const set = useCallback((field: K, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
    setFormError(null);
  }, []);

  const validate = useCallback(() => {
    const next: Partial<Record<K, string>> = {};
    for (const [field, code] of Object.entries(rules(values)) as [K, string | null][]) {
      if (code) next[field] = problemText(code, lang);
    }
    setErrors(next);
    setFormError(null);
    return Object.keys(next).length === 0;
  }, [rules, values, lang]);

  const showFailure = useCallback(
    (error: unknown) => {
      if (!(error instanceof ApiError)) {
        setFormError(error instanceof Error ? error.message : String(error));
        return;
      }
      const next: Partial<Record<K, string>> = {};
      const stray: string[] = [];
      for (const problem of error.fields) {
        if (problem.field in values) next[problem.field as K] = problem.message;
        else stray.push(problem.message);
      }
      setErrors(next);
      const matched = Object.keys(next).length > 0;
      setFormError(stray.length > 0 ? stray.join(' ') : matched ? null : error.message);
    },
    [values],
  );

  const setFieldError = useCallback((field: K, message: string) => {
    setErrors((current) => ({ ...current, [field]: message }));
  }, []);

  const reset = useCallback(
    (next?: Partial<Record<K, string>>) => {
      setValues({ ...start, ...next });
      setErrors({});
      setFormError(null);
    },
    [start],
  );

  const field = (name: K): BoundInput => ({
    value: values[name],
    error: errors[name],
    onChange: (value: string) => set(name, value),
  });

  return { values, errors, formError, set, validate, showFailure, setFieldError, reset, field };
}
