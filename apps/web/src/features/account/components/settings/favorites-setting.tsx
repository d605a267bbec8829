import { FavoritesSettingSchema } from '@app/shared';
import { Form, SubmitButton, TextareaField, useZodForm } from '../../../../components/form';
import { useUpdateSetting } from '../../../../lib/update-setting';
import { SaveAlert } from './settings-section';

const PLACEHOLDER = 'https://www.beispiel.ch|Beispiel\nhttps://de.wikipedia.org|Wikipedia';

/** Favourite websites of the start page, one 'url|label' per line. */
export function FavoritesSetting({ favorites }: { favorites: string[] }) {
  const form = useZodForm(FavoritesSettingSchema, { favorites: favorites.join('\n') });
  const save = useUpdateSetting('favorites');
  return (
    <>
      <Form form={form} onSubmit={(values) => save.mutate(values)} aria-label="Favoriten ändern">
        <TextareaField
          name="favorites"
          label="Favoriten"
          rows={8}
          placeholder={PLACEHOLDER}
          hint="Eine Website pro Zeile: Adresse, senkrechter Strich | und Bezeichnung. Die Favoriten erscheinen als Karten auf der Hauptseite."
        />
        <SubmitButton pending={save.isPending}>Speichern</SubmitButton>
      </Form>
      <SaveAlert result={save} />
    </>
  );
}
