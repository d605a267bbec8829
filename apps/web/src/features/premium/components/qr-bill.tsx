import { Loading } from '../../../components/loading';
import { formatChf, type Product } from '@app/shared';
import { useEffect, useState } from 'react';
import { Alert } from '../../../components/alert/alert';
import { useQrBill } from '../api/get-qr-bill';

/** An object URL for the SVG text, revoked when the text changes or the bill leaves the page. */
function useSvgUrl(svg: string | undefined): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (svg === undefined) return;
    const created = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
    setUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [svg]);
  return url;
}

/** The payment part of the account's QR-bill, as an image with a download link. */
export function QrBill({ product }: { product: Product }) {
  const bill = useQrBill(product.bill);
  const url = useSvgUrl(bill.data);
  if (bill.isError) return <Alert>{bill.error.message}</Alert>;
  if (!url) return <Loading text="Die QR-Rechnung wird erstellt..." />;
  return (
    <figure className="qr-bill">
      <img src={url} alt={`QR-Rechnung: ${product.name}, ${formatChf(product.amountChf)}`} />
      <figcaption>
        <a href={url} download={`QR-Rechnung ${product.name}.svg`}>
          QR-Rechnung herunterladen
        </a>
      </figcaption>
    </figure>
  );
}
