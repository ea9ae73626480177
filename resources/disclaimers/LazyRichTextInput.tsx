import type { RichTextInputProps } from 'ra-input-rich-text';
import { lazy, Suspense } from 'react';
import { Pending } from '../../src/layout/Pending';

const Editor = lazy(() => import('ra-input-rich-text').then((module) => ({ default: module.RichTextInput })));

/**
 * ra-input-rich-text's editor (tiptap and ProseMirror, ~115 KB compressed), downloaded when a
 * disclaimer's form opens rather than with the list (issue 11: no screen costs more than 100 KB).
 */
export const RichTextInput = (props: RichTextInputProps) => (
  <Suspense fallback={<Pending />}>
    <Editor {...props} />
  </Suspense>
);
