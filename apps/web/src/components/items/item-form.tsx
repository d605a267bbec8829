import { type Grade, ITEM_MESSAGES, type ItemFields, type ItemFieldsSchema } from '@app/shared';
import { type ReactNode, useState } from 'react';
import type { z } from 'zod';
import { Alert } from '../alert/alert';
import { Form, SubmitButton, useZodForm } from '../form';
import { FileField } from './file-field';
import { ItemFormFields } from './item-form-fields';
import './items.css';

export type ItemFormValues = z.input<typeof ItemFieldsSchema>;

/** Nothing chosen yet: the selects start on 'Bitte wählen' and the schema names what is missing. */
export const EMPTY_ITEM_VALUES = {
  title: '',
  subject: '',
  description: '',
  class: '',
  grade: '' as Grade,
  language: '' as ItemFormValues['language'],
} satisfies ItemFormValues;

export interface ItemFormProps<TIn extends ItemFormValues, TOut extends ItemFields> {
  /** `ItemFieldsSchema`, or an item's own extension of it (a learning set's question language). */
  schema: z.ZodType<TOut, TIn>;
  /** Current values on an edit form. */
  defaultValues?: Partial<TIn>;
  submitLabel: string;
  /** The file chooser's accept list. */
  accept?: string;
  /** Checked before sending, with the same message the server would answer. */
  maxFileBytes?: number;
  tooLargeMessage?: string;
  /**
   * Sends the valid form with the chosen file; `onProgress` takes the uploaded fraction (0…1).
   * A rejection's message is shown in an alert (the server's German message).
   */
  onSubmit: (values: TOut, file: File, onProgress: (fraction: number) => void) => Promise<void>;
  /** The item's own fields, after the six shared ones (inside the form, named as in `schema`). */
  extraFields?: ReactNode;
  /** Told of every file chosen (or removed), e.g. to preview a table before it is sent. */
  onFileChange?: (file: File | null) => void;
  /** Shown below the fields, e.g. a link back to the preview or to the help page. */
  children?: ReactNode;
  'aria-label': string;
}

/**
 * The upload/edit form of documents and learning sets: the SPEC §5 fields validated by the shared
 * schema, a file chooser (a file is required on every submit: 'Bitte wählen Sie eine Datei aus.'),
 * upload progress and the server's message on failure.
 */
export function ItemForm<TIn extends ItemFormValues, TOut extends ItemFields>({
  schema,
  defaultValues,
  submitLabel,
  accept,
  maxFileBytes,
  tooLargeMessage,
  onSubmit,
  extraFields,
  onFileChange,
  children,
  ...rest
}: ItemFormProps<TIn, TOut>) {
  const form = useZodForm(schema, { ...EMPTY_ITEM_VALUES, ...defaultValues });
  const [file, setFile] = useState<File | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);

  const send = async (values: TOut) => {
    if (!file) return;
    if (maxFileBytes !== undefined && file.size > maxFileBytes) {
      setAlert(tooLargeMessage ?? null);
      return;
    }
    setAlert(null);
    setProgress(0);
    try {
      await onSubmit(values, file, setProgress);
    } catch (error) {
      setAlert(error instanceof Error ? error.message : String(error));
    } finally {
      setProgress(null);
    }
  };

  return (
    // Capture: the missing file is named on every submit, also while field messages show.
    <div className="item-form" onSubmitCapture={() => setAlert(file ? null : ITEM_MESSAGES.fileRequired)}>
      {alert ? <Alert>{alert}</Alert> : null}
      <Form form={form} onSubmit={send} aria-label={rest['aria-label']}>
        <ItemFormFields />
        {extraFields}
        <FileField
          file={file}
          accept={accept}
          disabled={progress !== null}
          onChange={(chosen) => {
            setFile(chosen);
            onFileChange?.(chosen);
            if (chosen) setAlert(null);
          }}
        />
        {children}
        {progress !== null ? (
          <p className="upload-progress">
            <progress max={1} value={progress} aria-label="Fortschritt" /> {Math.round(progress * 100)} %
          </p>
        ) : null}
        <SubmitButton pending={progress !== null}>{submitLabel}</SubmitButton>
      </Form>
    </div>
  );
}
