import { GRADES } from '../constants/reference';
import { type ItemFields, ItemFieldsSchema } from './item-form';

/** What a pupil's profile (SPEC §3 account info) says about their class and grade. */
export interface ClassProfile {
  classes: readonly string[];
  grade: string;
}

export type ItemProfileDefaults = Partial<Pick<ItemFields, 'class' | 'grade'>>;

/**
 * Class and grade a new document or set starts with: the profile's first designation (the class;
 * courses follow it) and its grade. A value the form would refuse ('-' as a class, one longer than
 * 12 characters) is left out, so the field asks instead of greeting the pupil with an error.
 */
export function itemDefaultsFromProfile(profile: ClassProfile | null | undefined): ItemProfileDefaults {
  if (!profile) return {};
  const defaults: ItemProfileDefaults = {};
  const first = ItemFieldsSchema.shape.class.safeParse(profile.classes[0] ?? '');
  if (first.success) defaults.class = first.data;
  const grade = GRADES.find((g) => g === profile.grade);
  if (grade) defaults.grade = grade;
  return defaults;
}
