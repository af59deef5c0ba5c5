/**
 * An uncompressed 24-bit BMP of the given size with a colour gradient, so a journey can upload
 * a photo-sized file (3 bytes a pixel: 1600 x 1100 is about 5.3 MB) without any
 * image library.
 */
export function makeBmp(width: number, height: number): Buffer {
  const rowSize = Math.ceil((width * 3) / 4) * 4;
  const pixelBytes = rowSize * height;
  const buffer = Buffer.alloc(54 + pixelBytes);
  buffer.write('BM', 0, 'ascii');
  buffer.writeUInt32LE(54 + pixelBytes, 2);
  buffer.writeUInt32LE(54, 10);
  buffer.writeUInt32LE(40, 14);
  buffer.writeInt32LE(width, 18);
  buffer.writeInt32LE(height, 22);
  buffer.writeUInt16LE(1, 26);
  buffer.writeUInt16LE(24, 28);
  buffer.writeUInt32LE(pixelBytes, 34);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const at = 54 + y * rowSize + x * 3;
      buffer[at] = (x * 255) / width; // blue
      buffer[at + 1] = (y * 255) / height; // green
      buffer[at + 2] = ((x + y) * 7) % 256; // red
    }
  }
  return buffer;
}
