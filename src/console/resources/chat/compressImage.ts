import imageCompression from 'browser-image-compression';
// The library's worker loads this script with importScripts: served by us (Vite copies it to
// the build), not the CDN it defaults to, so the CSP ('self') and offline installs hold.
import libraryScript from 'browser-image-compression/dist/browser-image-compression.js?url';
import { IMAGE_MAX_BYTES, IMAGE_MAX_SIDE } from '../../../domain/chat';

/**
 * An image made ready for a message (spec §5, §9): at most 1 MB and 1024 px on its longest
 * side, compressed in a Web Worker (as JPEG, GIFs excepted); `onProgress` gets 0 to 100.
 */
export function compressImage(file: File, onProgress: (percent: number) => void): Promise<File> {
  return imageCompression(file, {
    maxSizeMB: IMAGE_MAX_BYTES / (1024 * 1024),
    maxWidthOrHeight: IMAGE_MAX_SIDE,
    useWebWorker: true,
    // Photos travel as JPEG: re-encoding a large PNG in JavaScript takes tens of seconds on a
    // modest machine; GIFs keep their type (docs/chat.md).
    fileType: file.type === 'image/gif' ? undefined : 'image/jpeg',
    initialQuality: 0.85,
    // The worker runs from a blob: URL, so the script's address must be absolute.
    libURL: new URL(libraryScript, window.location.href).href,
    onProgress,
  });
}
