import { MESSAGES } from '../messages';
import { requiredText, yup } from './common';

/** The limits a media zip must keep (a zip bomb or a huge archive is refused as not a valid file). */
export const MEDIA_LIMITS = {
  /** The uploaded file itself. */
  maxFileBytes: 100 * 1024 * 1024,
  /** Entries (files and folders) inside the archive. */
  maxEntries: 5000,
  /** All entries unpacked together. */
  maxUnpackedBytes: 500 * 1024 * 1024,
} as const;

export const mediaLink = () =>
  yup
    .string()
    .trim()
    .max(2000)
    .matches(/^https?:\/\/[^\s/$.?#][^\s]*$/i, { message: MESSAGES.invalidUrl, excludeEmptyString: true });

/** POST /api/mediabylink/: title plus a link. */
export const mediaByLinkSchema = yup.object({
  title: requiredText(255),
  link: mediaLink().required(MESSAGES.required),
});

/** POST /api/media/ (multipart): the title field; the zipFile part is checked by the server itself. */
export const mediaTitleSchema = yup.object({ title: requiredText(255) });

/** PATCH /api/media/{id}/: only the title changes; the file or link stays as uploaded. */
export const mediaEditSchema = mediaTitleSchema;

/**
 * The New media dialog: title plus a zip file, or title plus a link (part 2 §5). Neither: the
 * form does not submit, so nothing is sent.
 */
export const mediaFormSchema = yup.object({
  title: requiredText(255),
  link: mediaLink()
    .nullable()
    .transform((v) => (v === '' ? null : v)),
  zipFile: yup
    .mixed()
    .nullable()
    .test('file-or-link', MESSAGES.mediaFileOrLink, function check(file) {
      const { link } = this.parent as { link?: string | null };
      if (file && link) return this.createError({ message: MESSAGES.mediaFileAndLink });
      return !!file || !!link;
    }),
});
