import { ANKI_TEXTS } from '@app/shared';
import { BinaryReader, WireType } from '@bufbuild/protobuf/wire';
import { AnkiRefusal } from './unpack-budget';

/**
 * The few protobuf messages of an Anki package that the import needs, read field by field with
 * @bufbuild/protobuf's wire reader (field numbers from Anki's proto/anki/import_export.proto and
 * notetypes.proto); every other field is skipped.
 */
function readFields(bytes: Uint8Array, onField: (field: number, wireType: WireType, reader: BinaryReader) => boolean) {
  try {
    const reader = new BinaryReader(bytes);
    while (reader.pos < reader.len) {
      const [field, wireType] = reader.tag();
      if (!onField(field, wireType, reader)) reader.skip(wireType, field);
    }
  } catch {
    throw new AnkiRefusal(ANKI_TEXTS.corrupt);
  }
}

/** Package versions (PackageMetadata.Version): which collection file the package carries. */
export const PACKAGE_VERSION = { unknown: 0, legacy1: 1, legacy2: 2, latest: 3 } as const;

/** PackageMetadata { Version version = 1; } */
export function readPackageVersion(meta: Uint8Array): number {
  let version: number = PACKAGE_VERSION.unknown;
  readFields(meta, (field, wireType, reader) => {
    if (field !== 1 || wireType !== WireType.Varint) return false;
    version = reader.int32();
    return true;
  });
  return version;
}

/**
 * MediaEntries { repeated MediaEntry entries = 1; } with MediaEntry { string name = 1; … }:
 * the media file names; entry i is stored in the archive under the name `i`.
 */
export function readMediaNames(media: Uint8Array): string[] {
  const names: string[] = [];
  readFields(media, (field, wireType, reader) => {
    if (field !== 1 || wireType !== WireType.LengthDelimited) return false;
    let name = '';
    readFields(reader.bytes(), (inner, innerType, entry) => {
      if (inner !== 1 || innerType !== WireType.LengthDelimited) return false;
      name = entry.string();
      return true;
    });
    names.push(name);
    return true;
  });
  return names;
}

/** Notetype.Config { Kind kind = 1; … } with KIND_NORMAL = 0, KIND_CLOZE = 1. */
export function readNotetypeIsCloze(config: Uint8Array): boolean {
  let kind = 0;
  readFields(config, (field, wireType, reader) => {
    if (field !== 1 || wireType !== WireType.Varint) return false;
    kind = reader.int32();
    return true;
  });
  return kind === 1;
}

/** Notetype.Template.Config { string q_format = 1; string a_format = 2; … } */
export function readTemplateFormats(config: Uint8Array): { question: string; answer: string } {
  const formats = { question: '', answer: '' };
  readFields(config, (field, wireType, reader) => {
    if (wireType !== WireType.LengthDelimited || (field !== 1 && field !== 2)) return false;
    formats[field === 1 ? 'question' : 'answer'] = reader.string();
    return true;
  });
  return formats;
}
