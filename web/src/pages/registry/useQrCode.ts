import { useEffect, useState } from 'react';

/**
 * A QR code of `text` as an image address, drawn in the browser. The QR library is fetched only
 * when a code is first wanted (the desktop's Venmo dialog), never with the page.
 */
export function useQrCode(text: string | null) {
  const [image, setImage] = useState<{ text: string; src: string } | null>(null);
  useEffect(() => {
    if (!text) return;
    let current = true;
    void import('qrcode')
      .then((qr) => qr.toDataURL(text, { errorCorrectionLevel: 'M', margin: 2, width: 256, color: { dark: '#000000', light: '#ffffff' } }))
      .then((src) => {
        if (current) setImage({ text, src });
      });
    return () => {
      current = false;
    };
  }, [text]);
  return image?.text === text ? image.src : null;
}
