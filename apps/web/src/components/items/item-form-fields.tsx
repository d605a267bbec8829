import { SelectField, TextareaField, TextField } from '../form';
import { useItemOptions } from './item-options';

/**
 * The fields of the upload and edit forms of documents and learning sets (SPEC §2/§5), named as
 * the multipart fields: title, subject, description, class, grade, language. Place inside a
 * `<Form>` built with `useZodForm(ItemFieldsSchema, …)`.
 */
export function ItemFormFields() {
  const options = useItemOptions();
  return (
    <>
      <TextField name="title" label="Titel" />
      <SelectField name="subject" label="Fach" placeholder="Bitte wählen" options={options.subjects} />
      <TextareaField name="description" label="Beschreibung" rows={5} />
      <TextField name="class" label="Klasse oder Kursbezeichnung" placeholder="z.B. 5b oder BIs1" />
      <SelectField name="grade" label="Klassenstufe" placeholder="Bitte wählen" options={options.grades} />
      <SelectField name="language" label="Sprache" placeholder="Bitte wählen" options={options.languages} />
    </>
  );
}
