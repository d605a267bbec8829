import {
  ClassSettingSchema,
  GradeSettingSchema,
  SearchSettingSchema,
  type Grade,
  type SearchEngine,
} from '@app/shared';
import {
  Form,
  plainOptions,
  SelectField,
  type SelectOption,
  SubmitButton,
  TextField,
  useZodForm,
} from '../../../../components/form';
import { useUpdateSetting } from '../../../../lib/update-setting';
import { CLASS_HINT, GRADE_HINT } from '../../class-hints';
import { SaveAlert } from './settings-section';

/** Class(es): several designations separated by spaces, or '-'. */
export function ClassSetting({ classes }: { classes: string[] }) {
  const form = useZodForm(ClassSettingSchema, { class_: classes.join(' ') || '-' });
  const save = useUpdateSetting('class_');
  return (
    <>
      <Form form={form} onSubmit={(values) => save.mutate(values)} aria-label="Klasse(n) ändern">
        <TextField name="class_" label="Klasse und Kursbezeichnungen" hint={CLASS_HINT} />
        <SubmitButton pending={save.isPending}>Speichern</SubmitButton>
      </Form>
      <SaveAlert result={save} />
    </>
  );
}

export function GradeSetting({ grade, grades }: { grade: string; grades: string[] }) {
  const form = useZodForm(GradeSettingSchema, { grade: grade as Grade });
  const save = useUpdateSetting('grade');
  return (
    <>
      <Form form={form} onSubmit={(values) => save.mutate(values)} aria-label="Klassenstufe ändern">
        <SelectField name="grade" label="Klassenstufe" options={plainOptions(grades)} hint={GRADE_HINT} />
        <SubmitButton pending={save.isPending}>Speichern</SubmitButton>
      </Form>
      <SaveAlert result={save} />
    </>
  );
}

/** Recommended engines are marked; '[TOR]' ones only work in the Tor browser (SPEC §9). */
function engineOptions(engines: Record<string, SearchEngine>): SelectOption[] {
  return Object.entries(engines).map(([key, engine]) => ({
    value: key,
    label: engine.recommended ? `${key} (empfohlen)` : key,
  }));
}

export function SearchSetting({ search, engines }: { search: string; engines: Record<string, SearchEngine> }) {
  const form = useZodForm(SearchSettingSchema, { search });
  const save = useUpdateSetting('search');
  return (
    <>
      <Form form={form} onSubmit={(values) => save.mutate(values)} aria-label="Suchmaschine ändern">
        <SelectField
          name="search"
          label="Suchmaschine"
          options={engineOptions(engines)}
          hint="Die Suchmaschine der Suche auf der Hauptseite. Empfohlene Suchmaschinen sind mit «(empfohlen)» markiert. Suchmaschinen mit [TOR] funktionieren nur im Tor-Browser."
        />
        <SubmitButton pending={save.isPending}>Speichern</SubmitButton>
      </Form>
      <SaveAlert result={save} />
    </>
  );
}
