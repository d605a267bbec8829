/** What documents and learning sets have in common for listing and filtering. */
export interface FilterableItem {
  title: string;
  description: string;
  class_: string;
  grade: string;
  subject: string;
  language: string;
  owner_name: string;
  /** 'YYYY-MM-DD_HH-MM-SS' */
  created: string;
  edited: string;
}

/** SPEC §5 filters: all optional; an empty one matches everything. */
export interface ItemFilter {
  text: string;
  class_: string;
  grade: string;
  subject: string;
  language: string;
  creator: string;
  createdAfter: string;
  createdBefore: string;
  editedAfter: string;
  editedBefore: string;
}

export const EMPTY_FILTER: ItemFilter = {
  text: '',
  class_: '',
  grade: '',
  subject: '',
  language: '',
  creator: '',
  createdAfter: '',
  createdBefore: '',
  editedAfter: '',
  editedBefore: '',
};

/**
 * Case-sensitive substring matches; dates (YYYY-MM-DD) compare as text with the stored date
 * string, so 'after 2026-03-01' includes that whole day. Grade, subject and language are exact
 * choices from selects.
 */
export function matchesFilter(item: FilterableItem, f: ItemFilter): boolean {
  return (
    (!f.text || item.title.includes(f.text) || item.description.includes(f.text)) &&
    (!f.class_ || item.class_.includes(f.class_)) &&
    (!f.grade || item.grade === f.grade) &&
    (!f.subject || item.subject === f.subject) &&
    (!f.language || item.language === f.language) &&
    (!f.creator || item.owner_name.includes(f.creator)) &&
    (!f.createdAfter || item.created >= f.createdAfter) &&
    (!f.createdBefore || item.created.slice(0, 10) <= f.createdBefore) &&
    (!f.editedAfter || item.edited >= f.editedAfter) &&
    (!f.editedBefore || item.edited.slice(0, 10) <= f.editedBefore)
  );
}
