import type { LucideIcon } from 'lucide-react';
import File from 'lucide-react/icons/file';
import FileAudio from 'lucide-react/icons/file-audio';
import FileSpreadsheet from 'lucide-react/icons/file-spreadsheet';
import FileText from 'lucide-react/icons/file-text';
import FileType from 'lucide-react/icons/file-type';
import FileVideo from 'lucide-react/icons/file-video';
import ImageIcon from 'lucide-react/icons/image';
import Presentation from 'lucide-react/icons/presentation';

/** A file type's placeholder: its icon and short name (the tint comes from CSS per kind). */
interface FileKind {
  kind: 'pdf' | 'word' | 'slides' | 'sheet' | 'image' | 'video' | 'audio' | 'text' | 'other';
  Icon: LucideIcon;
  label: string;
}

const KINDS: Array<[readonly string[], FileKind]> = [
  [['pdf'], { kind: 'pdf', Icon: FileText, label: 'PDF' }],
  [['doc', 'docx', 'odt', 'rtf', 'pages'], { kind: 'word', Icon: FileType, label: 'Word' }],
  [['ppt', 'pptx', 'odp', 'key'], { kind: 'slides', Icon: Presentation, label: 'PowerPoint' }],
  [['xls', 'xlsx', 'ods', 'csv', 'numbers'], { kind: 'sheet', Icon: FileSpreadsheet, label: 'Tabelle' }],
  [['png', 'jpg', 'jpeg', 'gif', 'webp', 'svg', 'bmp', 'heic'], { kind: 'image', Icon: ImageIcon, label: 'Bild' }],
  [['mp4', 'webm', 'mov', 'avi', 'mkv'], { kind: 'video', Icon: FileVideo, label: 'Video' }],
  [['mp3', 'wav', 'ogg', 'm4a'], { kind: 'audio', Icon: FileAudio, label: 'Audio' }],
  [['txt', 'md', 'html', 'htm', 'tex'], { kind: 'text', Icon: FileText, label: 'Text' }],
];
const OTHER: FileKind = { kind: 'other', Icon: File, label: 'Datei' };

/** The placeholder kind of a file extension ('PDF', 'Word', …; unknown ones are 'Datei'). */
export function fileKind(extension: string): FileKind {
  const ext = extension.toLowerCase();
  return KINDS.find(([extensions]) => extensions.includes(ext))?.[1] ?? OTHER;
}

interface FileThumbProps {
  extension: string;
  /** `/dateien/vorschaubilder/…` from `GET /library/stats`, or null while there is none. */
  thumbnail: string | null | undefined;
  title: string;
  /** 'card' in lists (72×96), 'large' on the preview page (180×240). */
  size?: 'card' | 'large';
}

const SIZES = { card: [72, 96], large: [180, 240] } as const;

/**
 * A document's first page as a picture, lazy and with its box reserved (nothing jumps when it
 * arrives); while there is none, the file type's icon in the same box.
 */
export function FileThumb({ extension, thumbnail, title, size = 'card' }: FileThumbProps) {
  const [width, height] = SIZES[size];
  if (thumbnail) {
    return (
      <img
        className={`file-thumb file-thumb-${size}`}
        src={thumbnail}
        alt={`Erste Seite von „${title}“`}
        width={width}
        height={height}
        loading="lazy"
        decoding="async"
      />
    );
  }
  const { kind, Icon, label } = fileKind(extension);
  return (
    <span className={`file-thumb file-thumb-${size} file-thumb-placeholder file-kind-${kind}`} aria-hidden="true">
      <Icon size={size === 'card' ? 28 : 56} strokeWidth={1.6} />
      <span>{label}</span>
    </span>
  );
}
