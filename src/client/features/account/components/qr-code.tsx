import { useMemo } from 'react';
import { encode } from 'uqr';

/**
 * A QR code an authenticator app can scan (the two-factor set-up's `otpauth://` link), drawn as
 * SVG from uqr's module matrix: one path, dark on white whatever the theme, with the quiet zone
 * scanners need.
 */
export function QrCode({ value, label }: { value: string; label: string }) {
  const { size, path } = useMemo(() => {
    const qr = encode(value, { ecc: 'M', border: 4 });
    let d = '';
    qr.data.forEach((row, y) =>
      row.forEach((dark, x) => {
        if (dark) d += `M${x} ${y}h1v1h-1z`;
      }),
    );
    return { size: qr.size, path: d };
  }, [value]);
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      width={192}
      height={192}
      shapeRendering="crispEdges"
      className="rounded bg-white"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
