/** An RFC 6266 attachment header for a download name: an ASCII fallback and the UTF-8 name. */
export const attachment = (filename: string) =>
  `attachment; filename="${filename.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
