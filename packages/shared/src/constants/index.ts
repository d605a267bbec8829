import { EXTENSIONS, EXTENSIONS_REVERSE, FILE_TYPES } from './file-types';
import { GRADES, LANGUAGES, SIZE_UNITS, THEMES } from './reference';
import { SEARCH_ENGINES, type SearchEngine } from './search-engines';
import { SUBJECTS } from './subjects';

export * from './file-types';
export * from './privacy';
export * from './reference';
export * from './search-engines';
export * from './subjects';

export interface Imprint {
  name: string;
  address: string;
  city: string;
  mail: string;
}

/** The body of `GET /api/v1/constants` (SPEC §3). */
export interface Constants {
  extensions: Record<string, string>;
  extensionsReverse: Record<string, string>;
  fileTypes: Record<string, string>;
  grades: string[];
  languages: string[];
  searchEngines: Record<string, SearchEngine>;
  sizeUnits: string[];
  subjects: Record<string, string>;
  themes: Record<string, string>;
  imprint: Imprint;
  /** The only domain accepted at registration (configuration). */
  schoolEmailDomain: string;
}

export function buildConstants(imprint: Imprint, schoolEmailDomain: string): Constants {
  return {
    extensions: { ...EXTENSIONS },
    extensionsReverse: { ...EXTENSIONS_REVERSE },
    fileTypes: { ...FILE_TYPES },
    grades: [...GRADES],
    languages: [...LANGUAGES],
    searchEngines: { ...SEARCH_ENGINES },
    sizeUnits: [...SIZE_UNITS],
    subjects: { ...SUBJECTS },
    themes: { ...THEMES },
    imprint,
    schoolEmailDomain,
  };
}
