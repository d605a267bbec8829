import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import {
  type DefaultValues,
  type FieldValues,
  FormProvider,
  type SubmitHandler,
  useForm,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';
import './form.css';

/**
 * A form validated by a shared zod schema with the behaviour of SPEC §4: fields stay quiet until
 * touched, a failed submit shows every message, messages follow each change and blur.
 */
export function useZodForm<TIn extends FieldValues, TOut extends FieldValues>(
  schema: z.ZodType<TOut, TIn>,
  defaultValues?: DefaultValues<TIn>,
): UseFormReturn<TIn, unknown, TOut> {
  return useForm<TIn, unknown, TOut>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    reValidateMode: 'onChange',
    defaultValues,
  });
}

interface FormProps<TIn extends FieldValues, TOut extends FieldValues> {
  form: UseFormReturn<TIn, unknown, TOut>;
  /** Called only with valid values: nothing is sent while a message shows. */
  onSubmit: SubmitHandler<TOut>;
  children: ReactNode;
  className?: string;
  'aria-label'?: string;
}

/** Provides the form to its fields and validates before calling onSubmit. */
export function Form<TIn extends FieldValues, TOut extends FieldValues>({
  form,
  onSubmit,
  children,
  className,
  'aria-label': ariaLabel,
}: FormProps<TIn, TOut>) {
  return (
    <FormProvider {...form}>
      <form
        noValidate
        className={className ? `form ${className}` : 'form'}
        aria-label={ariaLabel}
        onSubmit={(event) => void form.handleSubmit(onSubmit)(event)}
      >
        {children}
      </form>
    </FormProvider>
  );
}
