import type { PDFDocumentProxy, RenderTask } from 'pdfjs-dist';
import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';
import MoveHorizontal from 'lucide-react/icons/move-horizontal';
import ZoomIn from 'lucide-react/icons/zoom-in';
import ZoomOut from 'lucide-react/icons/zoom-out';
import { type KeyboardEvent, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Loading } from '../../../components/loading';
import { Alert } from '../../../components/alert/alert';
import { nextZoom, type Zoom } from './pdf-zoom';

type PdfJs = typeof import('pdfjs-dist');

let pdfjsLoad: Promise<PdfJs> | null = null;
/** pdf.js, loaded on first use; its worker is the build's same-origin file of the same version. */
function loadPdfJs(): Promise<PdfJs> {
  pdfjsLoad ??= import('pdfjs-dist').then((pdfjs) => {
    pdfjs.GlobalWorkerOptions.workerSrc = `/pdfjs/${pdfjs.version}/pdf.worker.js`;
    return pdfjs;
  });
  return pdfjsLoad;
}

interface PdfViewerProps {
  url: string;
  title: string;
}

/**
 * A PDF drawn by pdf.js, page by page, for browsers that cannot show PDFs inline (Android
 * Chrome): fits the phone's width, zooms with + and −, and by keyboard (arrows or Page keys turn
 * pages, + and − zoom, 0 fits the width). Each page's text is there for screen readers.
 */
export default function PdfViewer({ url, title }: PdfViewerProps) {
  const [pdf, setPdf] = useState<PDFDocumentProxy | null>(null);
  const [failed, setFailed] = useState(false);
  const [pageNumber, setPageNumber] = useState(1);
  const [zoom, setZoom] = useState<Zoom>('fit');
  const [shownScale, setShownScale] = useState(1);
  const [pageText, setPageText] = useState('');
  const [width, setWidth] = useState(0);
  const frame = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    let cancelled = false;
    let opened: PDFDocumentProxy | null = null;
    loadPdfJs()
      .then(
        (pdfjs) =>
          pdfjs.getDocument({
            url,
            isEvalSupported: false,
            standardFontDataUrl: `/pdfjs/${pdfjs.version}/standard_fonts/`,
          }).promise,
      )
      .then((doc) => {
        opened = doc;
        if (cancelled) void doc.destroy();
        else setPdf(doc);
      })
      .catch(() => {
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
      void opened?.destroy();
    };
  }, [url]);

  // The frame's width decides what "fit to width" is; a turned phone refits.
  useLayoutEffect(() => {
    const element = frame.current;
    if (!element) return;
    const observer = new ResizeObserver(() => setWidth(element.clientWidth));
    observer.observe(element);
    setWidth(element.clientWidth);
    return () => observer.disconnect();
  }, [pdf]);

  useEffect(() => {
    if (!pdf || !canvas.current || width === 0) return;
    let task: RenderTask | null = null;
    let cancelled = false;
    void pdf.getPage(pageNumber).then(async (page) => {
      if (cancelled || !canvas.current) return;
      const natural = page.getViewport({ scale: 1 });
      const scale = zoom === 'fit' ? width / natural.width : zoom;
      const ratio = window.devicePixelRatio || 1;
      const viewport = page.getViewport({ scale: scale * ratio });
      const target = canvas.current;
      target.width = Math.floor(viewport.width);
      target.height = Math.floor(viewport.height);
      target.style.width = `${Math.floor(viewport.width / ratio)}px`;
      target.style.height = `${Math.floor(viewport.height / ratio)}px`;
      setShownScale(scale);
      task = page.render({ canvas: target, viewport });
      await task.promise.catch(() => {});
      const content = await page.getTextContent();
      if (!cancelled) setPageText(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
    });
    return () => {
      cancelled = true;
      task?.cancel();
    };
  }, [pdf, pageNumber, zoom, width]);

  if (failed) return <Alert>Die Vorschau konnte nicht geladen werden. Laden Sie das Dokument herunter.</Alert>;
  if (!pdf) return <Loading />;

  const pages = pdf.numPages;
  const turn = (step: number) => setPageNumber((n) => Math.min(pages, Math.max(1, n + step)));
  const zoomBy = (direction: 1 | -1) => setZoom(nextZoom(shownScale, direction));
  const onKeyDown = (event: KeyboardEvent) => {
    const actions: Record<string, () => void> = {
      ArrowRight: () => turn(1),
      PageDown: () => turn(1),
      ArrowLeft: () => turn(-1),
      PageUp: () => turn(-1),
      '+': () => zoomBy(1),
      '=': () => zoomBy(1),
      '-': () => zoomBy(-1),
      '0': () => setZoom('fit'),
    };
    const action = actions[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  };

  return (
    <figure className="pdf-viewer" aria-label={`Vorschau: ${title}`}>
      <div className="pdf-toolbar" role="group" aria-label="Seiten und Zoom">
        <button type="button" className="secondary" onClick={() => turn(-1)} disabled={pageNumber <= 1}>
          <ChevronLeft aria-hidden="true" size={18} />
          <span className="visually-hidden">Vorherige Seite</span>
        </button>
        <span className="pdf-page-number">
          <span aria-hidden="true">
            {pageNumber} / {pages}
          </span>
          <span className="visually-hidden" aria-live="polite">
            Seite {pageNumber} von {pages}
          </span>
        </span>
        <button type="button" className="secondary" onClick={() => turn(1)} disabled={pageNumber >= pages}>
          <ChevronRight aria-hidden="true" size={18} />
          <span className="visually-hidden">Nächste Seite</span>
        </button>
        <span className="pdf-toolbar-gap" />
        <button type="button" className="secondary" onClick={() => zoomBy(-1)} aria-label="Verkleinern">
          <ZoomOut aria-hidden="true" size={18} />
        </button>
        <span className="pdf-zoom" aria-live="polite">
          {Math.round(shownScale * 100)} %
        </span>
        <button type="button" className="secondary" onClick={() => zoomBy(1)} aria-label="Vergrössern">
          <ZoomIn aria-hidden="true" size={18} />
        </button>
        <button
          type="button"
          className="secondary"
          onClick={() => setZoom('fit')}
          aria-pressed={zoom === 'fit'}
          aria-label="Seitenbreite"
        >
          <MoveHorizontal aria-hidden="true" size={18} />
        </button>
      </div>
      <div
        ref={frame}
        className="pdf-frame"
        role="group"
        tabIndex={0}
        onKeyDown={onKeyDown}
        aria-label={`Seite ${pageNumber} von ${pages}. Pfeiltasten blättern, Plus und Minus zoomen.`}
      >
        <canvas ref={canvas} className="pdf-page" aria-hidden="true" />
      </div>
      <figcaption className="visually-hidden">{pageText}</figcaption>
    </figure>
  );
}
