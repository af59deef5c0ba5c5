import { saveFile } from '@/client/lib/save-file';
import type { ChosenFile } from './read-export-files';

/**
 * A file from the file input as the reader wants it. FileReader rather than `Blob.bytes()`: it
 * is the older API, present in every browser and in jsdom. The bytes are only read after the
 * size check (read-export-files.ts), so a 2 GB file is never loaded.
 */
export function chosenFile(file: File): ChosenFile {
  return {
    name: file.name,
    size: file.size,
    bytes: () =>
      new Promise((resolve, reject) => {
        const reader = new FileReader();
        reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
        reader.onerror = () => reject(reader.error);
        reader.readAsArrayBuffer(file);
      }),
  };
}

/** Starts the download of text as a file. */
export function downloadText(text: string, name: string, type: string) {
  saveFile(new Blob([text], { type }), name);
}
