import { type ChangeEvent, type FormEvent, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { Schema } from 'yup';
import { joinFieldErrors } from '../../dataProvider/http';
import { toFieldErrors } from '../../domain/validation/common';

/** Two values of a field alike: text, numbers, flags, lists and files compared as the form holds them. */
const sameValue = (a: unknown, b: unknown) =>
  a === b || ((a ?? '') === '' && (b ?? '') === '') || JSON.stringify(a) === JSON.stringify(b);

/** One message per field: the schema's or the server's, messages joined (part 1 §4, §8). */
export type FormErrors = Record<string, string>;

/**
 * A form's values and errors, checked by its shared yup schema before sending and showing the
 * server's answer per field afterwards. Plain state: the forms here are small and flat.
 */
export const useSchemaForm = <V extends Record<string, unknown>>(initial: V) => {
  const translate = useTranslate();
  const [values, setValues] = useState<V>(initial);
  /** What the form started from: edited (isDirty) while its values differ (src/layout/LeaveGuard.tsx). */
  const [start] = useState<V>(initial);
  const [errors, setErrors] = useState<FormErrors>({});
  /** What the last submit could not show under a field (FormFailure shows it). */
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const setValue = (name: keyof V & string, value: unknown) => setValues((v) => ({ ...v, [name]: value }));

  /** The validated (cast) payload, or null after showing what is wrong. */
  const check = async <T>(schema: Schema<T>, payload: unknown): Promise<T | null> => {
    try {
      const valid = await schema.validate(payload, { abortEarly: false });
      setErrors({});
      return valid;
    } catch (error: any) {
      if (error?.name !== 'ValidationError') throw error;
      setErrors(joinFieldErrors(toFieldErrors(error)));
      return null;
    }
  };

  /**
   * Shows a failed call's field errors under the fields of this form; returns what has no field
   * here (other fields' messages, else the call's message) for a general notice.
   */
  const showServerError = (error: any, fields: readonly string[]): string | null => {
    const fieldErrors: FormErrors = error?.body?.errors ?? {};
    const own = Object.entries(fieldErrors).filter(([name]) => fields.includes(name));
    const other = Object.entries(fieldErrors).filter(([name]) => !fields.includes(name));
    setErrors(Object.fromEntries(own));
    if (other.length) return other.map(([, message]) => message).join(' ');
    return own.length ? null : error?.message || null;
  };

  /**
   * A form's submit handler: checks the payload (the values, or what `payload` shapes from them)
   * with the schema, then sends it, pending meanwhile; a failed call's errors go under `fields`,
   * the rest to `failure`.
   */
  const onSubmit =
    <T>(
      schema: Schema<T>,
      send: (valid: T) => Promise<unknown>,
      { fields, payload }: { fields: readonly string[]; payload?: (values: V) => unknown },
    ) =>
    async (event: FormEvent) => {
      event.preventDefault();
      setFailure(null);
      const valid = await check(schema, payload ? payload(values) : values);
      if (!valid) return;
      setPending(true);
      try {
        await send(valid);
      } catch (error) {
        setFailure(showServerError(error, fields));
      }
      setPending(false);
    };

  const reset = () => {
    setValues(initial);
    setErrors({});
  };

  /** The props of a text input bound to one value. */
  const textProps = (name: keyof V & string) => ({
    name,
    id: `field-${name}`,
    value: (values[name] as string | undefined) ?? '',
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      setValue(name, event.target.value),
    error: !!errors[name],
    helperText: errors[name] && translate(errors[name], { _: errors[name] }),
    fullWidth: true,
    margin: 'dense' as const,
  });

  const isDirty = Object.keys({ ...start, ...values }).some((name) => !sameValue(values[name], start[name]));

  return {
    values,
    errors,
    failure,
    pending,
    isDirty,
    setValue,
    check,
    showServerError,
    onSubmit,
    reset,
    textProps,
  };
};

export type SchemaForm<V extends Record<string, unknown>> = ReturnType<typeof useSchemaForm<V>>;
